// The OpenAPI document: valid OpenAPI 3.1, served at /api/openapi.json, and covering every call
// the app answers under /api/ and at /webhook, /set-token and /sl-feed (a route added without its
// `doc()` fails here, named).
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db';
import { appOn } from '../testing/app';
import { documentedRoutes } from './document';

const DOCUMENTED_OUTSIDE_API = ['/webhook', '/set-token', '/sl-feed'];

describe('the OpenAPI document', () => {
  let db: Db;
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
    ({ app } = await appOn({ name: 'pglite', db }));
  });
  afterAll(() => db.close());

  it('documents every call under /api/ and /webhook, /set-token, /sl-feed', () => {
    const documented = documentedRoutes(app.routes);
    const calls = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && (r.path.startsWith('/api/') || DOCUMENTED_OUTSIDE_API.includes(r.path)))
        .map((r) => `${r.method} ${r.path}`),
    );
    const missing = [...calls].filter((call) => !documented.has(call));
    expect(missing, `routes without a doc() marker (server/http/doc/describe.ts): ${missing.join(', ')}`).toEqual([]);
  });

  it('is served at /api/openapi.json and is valid OpenAPI 3.1', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const document = await res.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
