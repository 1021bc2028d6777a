// The development SMS outbox (DESIGN.md "Everyone can work alone"): with SMS_OUTBOX=1 and no
// gateway, outside production, every SMS the server sends (verification codes, /my/ sign-in codes,
// STOP answers) is printed in the server log and kept in `sms_outbox` for /console/outbox instead
// of going to a gateway, so phone verification and /my/ can be tried after `npm start`. Rows go
// after 24 hours. sendSms (gateway.ts) is the one place an SMS leaves, so whatever sends one
// (a request or a job) reaches the outbox the same way.
import type { Queryable } from '../db';
import { logInfo } from '../log';

/** How long the outbox keeps a message. */
export const OUTBOX_KEEP_HOURS = 24;

export interface OutboxMessage {
  id: number;
  /** E.164, as the server would have given the gateway. */
  phone: string;
  message: string;
  created_at: string;
}

const expire = (q: Queryable) => q.query(`delete from sms_outbox where created_at < now() - make_interval(hours => ${OUTBOX_KEEP_HOURS})`);

/** One per server: the database is attached when the services open (the settings are read before). */
export class SmsOutbox {
  private db: Queryable | undefined;

  attach(db: Queryable): void {
    this.db = db;
  }

  async send(e164: string, message: string): Promise<void> {
    if (!this.db) throw new Error('the SMS outbox has no database');
    await expire(this.db);
    await this.db.query('insert into sms_outbox (phone, message) values ($1, $2)', [e164, message]);
    // Development only (production refuses SMS_OUTBOX): the log is where a developer reads the code.
    logInfo(`SMS outbox (SMS_OUTBOX=1, nothing sent) to ${e164}: ${message}`);
  }
}

/** The messages of the last 24 hours, newest first (at most 200). */
export async function outboxMessages(q: Queryable): Promise<OutboxMessage[]> {
  await expire(q);
  const rows = await q.query<{ id: number | string; phone: string; message: string; created_at: Date | string }>(
    'select id, phone, message, created_at from sms_outbox order by id desc limit 200',
  );
  return rows.map((r) => ({ id: Number(r.id), phone: r.phone, message: r.message, created_at: new Date(r.created_at).toISOString() }));
}
