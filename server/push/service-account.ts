// The Google service-account key (FCM_SERVICE_ACCOUNT: the path of its JSON file). Read once at
// start: a missing or broken key stops the server with a clear message instead of failing every
// delivery later.
import { readFileSync } from 'node:fs';

export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  privateKeyId?: string;
  /** Where access tokens are bought: the key's own `token_uri` (tests point it at a loopback fake). */
  tokenUri: string;
}

export function readServiceAccount(file: string): ServiceAccount {
  let key: Record<string, unknown>;
  try {
    key = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`FCM_SERVICE_ACCOUNT: cannot read ${file} as JSON (${(error as Error).message})`);
  }
  const text = (name: string) => (typeof key[name] === 'string' && key[name] ? (key[name] as string) : undefined);
  const missing = ['project_id', 'client_email', 'private_key', 'token_uri'].filter((name) => !text(name));
  if (missing.length) throw new Error(`FCM_SERVICE_ACCOUNT: ${file} lacks ${missing.join(', ')}`);
  return {
    projectId: text('project_id')!,
    clientEmail: text('client_email')!,
    privateKey: text('private_key')!,
    privateKeyId: text('private_key_id'),
    tokenUri: text('token_uri')!,
  };
}
