// Payout settings from the environment (docs/lead-quality-and-payouts.md "Settings").
import type { BlockList } from 'node:net';
import { cidrList } from '../outbound/addresses';

/** Days an entry waits before it may be paid (chargebacks and returns come in that time). */
export const PAYOUT_LOCK_DAYS = 14;
/** Days a lender may return a lead; counted from the lead's creation until deliveries record theirs. */
export const RETURN_WINDOW_DAYS = 7;
/** A later lead with the same phone or NIC within this many days is a duplicate. */
export const DUPLICATE_DAYS = 30;

export interface QualitySettings {
  /** DUPLICATE_KEY (any text of 32+ characters); unset: derived from the partner secret key. */
  duplicateKey?: string;
  duplicateDays: number;
  /** DATACENTER_CIDRS: addresses of hosting providers (comma-separated CIDRs). */
  datacenters: BlockList;
  lockDays: number;
  returnWindowDays: number;
  /** PAYOUT_APPROVE_CRON: when pending entries past the lock period are approved (UTC; hourly). */
  approveCron: string;
  /** The ledger's clock (tests move it forward). */
  now: () => Date;
}

const days = (text: string | undefined, fallback: number) => {
  const n = Number(text);
  return text && Number.isInteger(n) && n >= 0 && n <= 3650 ? n : fallback;
};

export function readQualitySettings(env: NodeJS.ProcessEnv): QualitySettings {
  const key = env.DUPLICATE_KEY || undefined;
  if (key && key.length < 32) throw new Error('DUPLICATE_KEY must be at least 32 characters');
  return {
    duplicateKey: key,
    duplicateDays: days(env.DUPLICATE_DAYS, DUPLICATE_DAYS),
    datacenters: cidrList(
      (env.DATACENTER_CIDRS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    lockDays: days(env.PAYOUT_LOCK_DAYS, PAYOUT_LOCK_DAYS),
    returnWindowDays: days(env.RETURN_WINDOW_DAYS, RETURN_WINDOW_DAYS),
    approveCron: env.PAYOUT_APPROVE_CRON || '23 * * * *',
    now: () => new Date(),
  };
}
