// The admin token: ADMIN_TOKEN, else the one generated at first start and kept in DATA_DIR, so
// restarts keep it. Only the file's path is printed: logs are collected and kept where a token
// must not be.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { readOrCreate } from './first-start-file';

export const ADMIN_TOKEN_FILE = 'admin-token';

export function resolveAdminToken(configured: string | undefined, dataDir: string, print: (line: string) => void = console.log): string {
  if (configured) return configured;
  const file = path.join(dataDir, ADMIN_TOKEN_FILE);
  const { text, created } = readOrCreate(file, () => randomBytes(24).toString('base64url') + '\n');
  if (created) print(`naya: generated an admin token into ${file} (readable by this user only); read it there`);
  return text.trim();
}

/** Constant-time comparison of `Authorization: Bearer …` with the token. */
export function isAdmin(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
