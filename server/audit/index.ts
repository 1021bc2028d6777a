// The audit log of data-subject calls (Personal Data Protection Act No. 9 of 2022): who, when,
// what and how much. Never the person's data — no phone, NIC, name or lead id — so the log is not
// a second copy of what was erased; `outcome` holds counts and field names only.
import type { Context } from 'hono';
import type { ConsoleEnv } from '../http/console-session';
import type { Queryable } from '../db';
import type { KeysetQuery } from '../http/keyset';

export type AuditAction =
  | 'subject.export'
  | 'subject.correct'
  | 'subject.withdraw'
  | 'subject.erase'
  // the person's own calls on the borrower's page (actor `subject`, server/my/routes/public.ts)
  | 'subject.code'
  | 'subject.signin'
  | 'subject.view'
  | 'subject.marketing_off'
  // the server itself (actor `system`): the one-time masking and signing of old consent receipts
  | 'consent.receipts_signed';
export type AuditLookup = 'phone' | 'nic' | 'lead_id';

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  /** null: no one was looked up (the server's own steps). */
  lookup: AuditLookup | null;
  outcome: Record<string, number | string[]>;
}

/** The audit actor of a person's own calls on the borrower's page. */
/** The log as a list, newest first: by keyset on the id, the number (ordering by the text alias
 * put id 9 before id 30). */
export const AUDIT_LIST: KeysetQuery = {
  columns: 'id::text as id, at, actor, action, lookup, outcome',
  from: 'audit_log',
  where: [],
  params: [],
  keys: [{ sql: 'audit_log.id', dir: 'desc', type: 'bigint' }],
};

export const SUBJECT_ACTOR = 'subject';

/** An admin-token caller may name themselves in this header; the admin token itself is one shared
 * secret. Console operators are named by their session instead (server/http/doors.ts). */
export const OPERATOR_HEADER = 'X-Naya-Operator';

/** `console:<e-mail>` for a call through the console's door (the signed-in operator, from the
 * session: only the console's session middleware sets it), `admin` for the admin token there; else
 * `admin`, or `admin:<who>` when an admin-token caller named one (printable, at most 100 characters). */
export function actorOf(c: Context): string {
  const operator = (c as Context<ConsoleEnv>).get('operator') as ConsoleEnv['Variables']['operator'] | undefined;
  if (operator) return operator.actor; // `console:<e-mail>`, or `admin` for the admin token (server/http/console-session.ts)
  const named = c.req.header(OPERATOR_HEADER)?.trim();
  return named && /^[\x21-\x7e][\x20-\x7e]{0,99}$/.test(named) ? `admin:${named}` : 'admin';
}

/** Written in the transaction of the call itself: no change without its entry. */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query('insert into audit_log (actor, action, lookup, outcome) values ($1, $2, $3, $4::text::jsonb)', [
    entry.actor,
    entry.action,
    entry.lookup,
    JSON.stringify(entry.outcome),
  ]);
}
