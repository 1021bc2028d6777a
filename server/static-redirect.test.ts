// The trailing-slash 301 never sends a visitor off-site: hostile request paths, written raw over a
// real socket (a client library would normalise them first), against the real node server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange } from '../tests/system/support/raw-http';
import { staticSite } from './static';

let siteDir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'naya-redirect-'));
  for (const page of ['index.html', 'offers/index.html', 'en/index.html', 'en/offers/index.html', '404.html']) {
    mkdirSync(path.dirname(path.join(siteDir, page)), { recursive: true });
    writeFileSync(path.join(siteDir, page), '<!doctype html><title>naya</title>');
  }
  server = serve({ fetch: staticSite({ siteDir }).fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(siteDir, { recursive: true, force: true });
});

const get = (target: string) => rawExchange(port, [`GET ${target} HTTP/1.1\r\nHost: naya.lk\r\nConnection: close\r\n\r\n`]);

/** Where a browser on https://naya.lk/some/page would go with this Location. */
const destination = (location: string) => new URL(location, 'https://naya.lk/some/page');

/** On-site: one leading slash and no backslash anywhere (browsers read `\` as `/`). */
const onSite = (location: string) => /^\/(?![/\\])/.test(location) && !location.includes('\\') && destination(location).host === 'naya.lk';

const HOSTILE: [string, string | null][] = [
  ['//evil.example/..%2Foffers', '/offers/'],
  ['/%5Cevil.example/..%2Fen', '/en/'],
  ['/\\evil.example/..%2Fen', null], // node refuses a raw backslash (400)
  ['//evil.example/%2e%2e/offers', '/offers/'],
  ['///evil.example/..%2F..%2Foffers', null], // climbs out of the site: not found
  ['/%2F%2Fevil.example%2F..%2Foffers', '/offers/'],
  ['/%2Fevil.example/..%2Fen', '/en/'],
  ['/%5C%5Cevil.example/..%2F..%2Fen/offers', null],
  ['/%5C%5Cevil.example/..%2Fen/offers', '/en/offers/'],
  ['//EVIL.example/..%2FOffers', null], // no such folder (names are case-sensitive)
  ['//evil.example/..%2F%2e%2E%2Fen', null],
  ['//evil.example/%2E%2e%2Fen', '/en/'],
  ['//evil.example/..%2Foffers%00', null],
  ['/%00//evil.example/..%2Foffers', null],
  ['/https:%2F%2Fevil.example%2F..%2F..%2Foffers', '/offers/'],
  ['/.%2F.%2F/evil.example/..%2Foffers', '/offers/'],
  ['/%09/evil.example/..%2F..%2Fen', '/en/'],
  ['/offers/..%2F', null],
  ['/en/%2e%2e', null], // the URL parser reads %2e%2e as `..`: this is `/`, served
  ['/offers', '/offers/'],
];

describe('trailing-slash redirect', () => {
  for (const [target, expected] of HOSTILE) {
    it(`GET ${JSON.stringify(target)} → ${expected === null ? 'no redirect' : expected}`, async () => {
      const answer = await get(target);
      expect(answer.status).not.toBeNull();
      const location = answer.headers.location;
      if (expected === null) expect(location).toBeUndefined();
      else {
        expect(answer.status).toBe(301);
        expect(location).toBe(expected);
      }
      if (location) expect(onSite(location), location).toBe(true);
    });
  }

  it('keeps the query string, which cannot leave the site', async () => {
    const answer = await get('//evil.example/..%2Foffers?next=//evil.example');
    expect(answer.headers.location).toBe('/offers/?next=//evil.example');
  });

  it('no request path built from slashes, backslashes, encodings, dots, case and NUL gives an off-site Location', async () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2e%2e',
      '%00',
      '%09',
      'evil.example',
      'EVIL.example',
      'offers',
      'en',
      '@',
      ':',
      '%252F',
      '%40',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (pieces) => {
        const target = `/${pieces.join('')}`;
        const answer = await get(target);
        const location = answer.headers.location;
        if (location) expect(onSite(location), `${target} → ${location}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
