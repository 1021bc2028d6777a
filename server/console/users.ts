// Console users: operators (everything) and partner users (one partner's figures, no personal data).
import type { Queryable } from '../db';
import { hashPassword } from './password';
import type { ConsoleSettings } from '../http/console-settings';

export type { ConsoleUser, Role } from '../http/console-session';

/** The first operator from CONSOLE_ADMIN_EMAIL/PASSWORD, only while the console has no operator. */
export async function ensureFirstOperator(
  db: Queryable,
  settings: ConsoleSettings,
  print: (line: string) => void = console.log,
): Promise<void> {
  if (!settings.adminEmail || !settings.adminPassword) return;
  const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from console_users where role = 'operator'");
  if (n > 0) return;
  const hash = await hashPassword(settings.adminPassword);
  const made = await db.query(
    "insert into console_users (email, password_hash, role, created_by) values ($1, $2, 'operator', 'CONSOLE_ADMIN_EMAIL') on conflict (email) do nothing returning user_id",
    [settings.adminEmail, hash],
  );
  if (made.length) print(`naya: console operator ${settings.adminEmail} created from CONSOLE_ADMIN_EMAIL`);
}
