// Shared steps of the end-to-end funnel tests (funnel, offline, hostile config): the Firebase build
// the real server runs, a visitor's browser context, the registration form as a visitor fills it,
// the admin API and the server's database read after it stopped.
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { clickLenderOffer, type RegisteredLead } from '../../../server/testing/reach';
import { newOfflineSafeContext } from './browser';
import { installFirebaseFakes } from './firebase-fakes';
import type { NayaServer } from './servers';

export const ADMIN = { Authorization: 'Bearer test-admin-token' };
export const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
/** The lenders of content/offers.json live on `*.example` hosts. */
export const LENDER_URL = /^https:\/\/[\w-]+\.example\//;

export interface Stats {
  events: number;
  leads: number;
  push_tokens: number;
  webhooks: number;
}

export async function admin<T>(server: NayaServer, urlPath: string): Promise<T> {
  const response = await fetch(server.origin + urlPath, { headers: ADMIN });
  if (response.status !== 200) throw new Error(`${urlPath} answered ${response.status}`);
  return (await response.json()) as T;
}
export const stats = (server: NayaServer) => admin<Stats>(server, '/api/admin/stats');

/** The person behind `leadId` clicks an offer of `lenderId` (server/testing/reach.ts): the lead has
 * reached that lender, whose key may then post the lead's states to /webhook. */
export const clickLenderOfferOn = (server: NayaServer, lead: RegisteredLead, lenderId: string) =>
  clickLenderOffer((urlPath, init) => fetch(server.origin + urlPath, init), lead, lenderId);

export function html(res: ServerResponse, body: string): void {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(body);
}

/** A partner serving our service worker at its root, as the README asks for web push. */
export function serveWorker(dist: string) {
  return (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    res.end(readFileSync(path.join(dist, 'site', 'firebase-messaging-sw.js')));
  };
}

/**
 * A visitor's context: only loopback, Google's push endpoints faked, lenders answered by a small
 * page of their own so the navigation to them completes without leaving the machine.
 */
export async function visitorContext(browser: Browser, pushToken?: string): Promise<BrowserContext> {
  const context = await newOfflineSafeContext(browser, { userAgent: LINUX_UA, serviceWorkers: 'allow' });
  await installFirebaseFakes(context, pushToken);
  await context.route(LENDER_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>lender</title><h1>Lender application</h1>' }),
  );
  return context;
}

/** Console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${page.url()}: uncaught ${e.message}`));
  return errors;
}

export const VALID_LEAD = {
  full_name: 'Nimal Perera',
  phone: '0771234567',
  nic: '199012345678',
  amount: '150000',
  monthly_income: '85000',
};

/** Types a valid application into the registration form inside `form` (a widget's root). */
export async function fillValidLead(form: Locator, overrides: Partial<typeof VALID_LEAD> = {}): Promise<void> {
  for (const [name, value] of Object.entries({ ...VALID_LEAD, ...overrides })) await form.locator(`input[name=${name}]`).fill(value);
  await form.locator('select[name=term_days]').selectOption('365');
  await form.locator('select[name=employment]').selectOption('salaried');
  await form.locator('select[name=district]').selectOption('Colombo');
  await form.locator('input[name=consent]').check();
}

/** The multipart fields of a /set-token request as the browser sent it. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': (await request.allHeaders())['content-type'] ?? '' },
  }).formData();
  return Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
}

/** Runs `fn` on the server's embedded database; call only after the server stopped (one opener). */
export async function readDatabase<T>(server: NayaServer, fn: (db: PGlite) => Promise<T>): Promise<T> {
  const db = new PGlite(path.join(server.dataDir, 'pglite'));
  try {
    await db.waitReady;
    return await fn(db);
  } finally {
    await db.close();
  }
}
