// The document states the real 201 of POST /api/leads: `lead_token` (always sent) is a required
// field, so a strict client generated from the document accepts a correct answer; every field of
// the real answer is one the document names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db';
import { appOn, json, validLead } from '../testing/app';

describe('POST /api/leads in the OpenAPI document', () => {
  let db: Db;
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
    ({ app } = await appOn({ name: 'pglite', db }, { SMS_OUTBOX: '1' }));
  });
  afterAll(() => db.close());

  it('requires lead_token in the 201 and names every field of the real answer', async () => {
    const document = await (await app.request('/api/openapi.json')).json();
    const schema = document.paths['/api/leads'].post.responses['201'].content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['lead_id', 'lead_token']));
    const answer = await (await app.request('/api/leads', json(validLead()))).json();
    expect(Object.keys(answer).sort()).toEqual(['lead_id', 'lead_token', 'verify_phone']); // SMS_OUTBOX: verification on
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(Object.keys(answer)));
    for (const field of schema.required) expect(answer).toHaveProperty(field);
  });
});
