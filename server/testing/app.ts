// The real app on a test database, for `app.request()` tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSENT_VERSION } from '../../common/domain';
import { createApp } from '../app';
import { readServerConfig, type ServerConfig } from '../config';
import { openServices, type OpenOptions } from '../services';
import type { Backend } from './backends';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN = 'test-admin-token';

/** `open`: how the services open (e.g. `background: true` works the job queue in this process). */
export async function appOn(
  backend: Backend,
  env: Record<string, string> = {},
  overrides: Partial<ServerConfig> = {},
  open: Omit<OpenOptions, 'db'> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-test-'));
  const config = {
    ...readServerConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, NAYA_DIST_DIR: dataDir, ...env }, ROOT),
    ...overrides,
  };
  const services = await openServices(config, { ...open, db: backend.db });
  return { app: createApp(config, services), services, config };
}

let phoneCounter = 0;
/** A valid registration; each call has a different phone unless one is given. */
export function validLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  phoneCounter += 1;
  return {
    full_name: 'Nimal Perera',
    phone: `+94 77 ${String(1000000 + phoneCounter).slice(1, 4)} ${String(phoneCounter).padStart(4, '0')}`,
    // day 123 of 1990: 2 May (the registry counts February as 29 days); a serial of its own, so no
    // two leads are one person (a duplicate is neither delivered nor paid)
    nic: `1990123${String(phoneCounter % 10_000).padStart(4, '0')}4`,
    email: 'nimal@example.com',
    amount: 50000,
    term_days: 90,
    monthly_income: 80000,
    employment: 'salaried',
    district: 'Colombo',
    purpose: 'Home repairs',
    consent: true,
    consent_version: CONSENT_VERSION,
    marketing_opt_in: false,
    client_id: '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6',
    session_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    utm_source: 'facebook',
    ...overrides,
  };
}

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

export const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return { method: 'POST', body: data };
};

/** The bindings @hono/node-server gives a request whose connection came from a proxy on this
 * machine: with TRUST_PROXY, X-Forwarded-For is read only from such a peer (TRUST_PROXY_FROM). */
export const LOCAL_PROXY = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

/** `app.request()` as if every request came through the proxy on this machine. */
export const throughLocalProxy = (app: { request: (input: string, init?: RequestInit, env?: object) => Response | Promise<Response> }) => ({
  request: (input: string, init?: RequestInit) => app.request(input, init, LOCAL_PROXY),
});

export const admin = (accept = 'application/json') => ({ headers: { Authorization: `Bearer ${ADMIN}`, Accept: accept } });
