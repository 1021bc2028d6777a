// Console sign-in limits per account (docs/security.md "Console sign-in and sessions"): after
// SIGNIN_FAILURES failed attempts on one account within SIGNIN_WINDOW_MS it answers 429 for
// SIGNIN_LOCK_MS, from any address and even with the right password. The account is the SHA-256
// of the e-mail as typed (normalised), known or not, so an unknown e-mail behaves as a known one.
// An attempt is counted before its password is checked, so parallel guesses cannot overrun it.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { SIGNIN_FAILURES, SIGNIN_LOCK_MS, SIGNIN_WINDOW_MS } from '../http/console-settings';

export const accountKey = (email: string) => createHash('sha256').update(email).digest('hex');

const iso = (ms: number) => new Date(ms).toISOString();

/** One account's attempts in turn (a transaction-scoped lock on the account's key). */
const lockAccount = (tx: Queryable, account: string) => tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [account]);

/** Counts an attempt on `account` at `now` and resolves 0, or the seconds to wait when the account is locked. */
export function beginAttempt(db: Db, account: string, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, account);
    const windowStart = iso(now - SIGNIN_WINDOW_MS);
    await tx.query('delete from console_signin_attempts where at <= $1', [windowStart]); // past the window: forgotten
    await tx.query('delete from console_signin_locks where locked_until <= $1', [iso(now)]);
    const [lock] = await tx.query<{ locked_until: string | Date }>('select locked_until from console_signin_locks where account = $1', [
      account,
    ]);
    if (lock) return Math.max(1, Math.ceil((new Date(lock.locked_until).getTime() - now) / 1000));
    const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from console_signin_attempts where account = $1', [account]);
    // Attempts still being checked fill the quota too: refused as if locked.
    if (n >= SIGNIN_FAILURES) return Math.ceil(SIGNIN_LOCK_MS / 1000);
    await tx.query('insert into console_signin_attempts (account, at) values ($1, $2)', [account, iso(now)]);
    return 0;
  });
}

/** The attempt failed: its row stays; the failure that reaches the limit locks the account. */
export function attemptFailed(db: Db, account: string, now: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, account);
    const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from console_signin_attempts where account = $1 and at > $2', [
      account,
      iso(now - SIGNIN_WINDOW_MS),
    ]);
    if (n >= SIGNIN_FAILURES) {
      await tx.query(
        `insert into console_signin_locks (account, locked_until) values ($1, $2)
         on conflict (account) do update set locked_until = greatest(console_signin_locks.locked_until, excluded.locked_until)`,
        [account, iso(now + SIGNIN_LOCK_MS)],
      );
      await tx.query('delete from console_signin_attempts where account = $1', [account]); // the lock counts from here
    }
  });
}

/** The right password: the account's failures are forgotten. */
export async function attemptSucceeded(db: Db, account: string): Promise<void> {
  await db.query('delete from console_signin_attempts where account = $1', [account]);
}
