// The `payouts.approve` job: pending entries past the lock period become approved, hourly by
// default (PAYOUT_APPROVE_CRON), one run per slot across processes (as server/retention.ts).
import type { Db } from '../db';
import type { JobQueue } from '../jobs';
import { logInfo } from '../log';
import { approveDuePayouts } from './ledger';

export const PAYOUT_APPROVE_QUEUE = 'payouts.approve';

/** The payout settings of server/quality/settings.ts (PAYOUT_LOCK_DAYS, RETURN_WINDOW_DAYS, PAYOUT_APPROVE_CRON). */
export interface ApprovalSettings {
  lockDays: number;
  returnWindowDays: number;
  approveCron: string;
  /** The ledger's clock. */
  now: () => Date;
}

export async function schedulePayoutApproval(db: Db, jobs: JobQueue, settings: ApprovalSettings): Promise<void> {
  await jobs.work(
    PAYOUT_APPROVE_QUEUE,
    async () => {
      const approved = await db.transaction((tx) =>
        approveDuePayouts(tx, { lockDays: settings.lockDays, returnWindowDays: settings.returnWindowDays, now: settings.now() }),
      );
      if (approved) logInfo(`payouts: ${approved} entries approved`);
    },
    { retryLimit: 3, retryDelay: 300, expireInSeconds: 600 },
  );
  await jobs.schedule(PAYOUT_APPROVE_QUEUE, settings.approveCron);
}
