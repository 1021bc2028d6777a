// API keys of lenders and partners: 32 random bytes behind a recognisable prefix; only the key's
// SHA-256 is stored (a random key of that length needs no slow hash: there is nothing to guess),
// so a copy of the database lets nobody call as its owner.
import { createHash, randomBytes } from 'node:crypto';

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** `prefix` makes a key recognisable in logs and secret scanners; the random part is what counts. */
export const newApiKey = (prefix: string): string => prefix + randomBytes(32).toString('base64url');

/** The key of `Authorization: Bearer <key>`, or undefined. */
export const bearerKey = (authorization: string | undefined): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
