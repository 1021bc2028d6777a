// A value PostgreSQL refuses as data (SQLSTATE class 22) is the caller's fault: a 400 naming the
// request's parameters, never a 5xx, and neither the value nor the database's words in the answer. Real queries on both databases, through the handler the app's error handler calls.
import { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { apiError } from './errors';
import { dataException } from './validate';

describeEachBackend('data exceptions from the database', (get) => {
  const app = new Hono();
  beforeAll(() => {
    const db = get().db;
    app.get('/int/:id', async (c) => c.json(await db.query('select $1::text::integer as n', [c.req.param('id')])));
    app.get('/since', async (c) => c.json(await db.query('select $1::text::timestamptz as t', [c.req.query('since') ?? ''])));
    app.get('/text', async (c) => c.json(await db.query('select $1::text as t', [`a${String.fromCharCode(0)}b`])));
    app.get('/fault', async (c) => c.json(await db.query('select * from no_such_table')));
    app.onError((error, c) => dataException(error, c) ?? apiError(c, 'internal_error'));
  });

  const refusal = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: await res.text() };
  };

  it('names the path and query parameters of the request', async () => {
    const big = await refusal('/int/99999999999');
    expect(big.status).toBe(400);
    expect(JSON.parse(big.body)).toEqual({
      error: { code: 'validation_failed', message: 'Some fields are missing or invalid.', fields: { id: 'invalid' } },
    });
    const date = await refusal('/since?since=1');
    expect(date.status).toBe(400);
    expect(JSON.parse(date.body).error.fields).toEqual({ since: 'invalid' });
    expect(date.body).not.toMatch(/timestamp|syntax|"1"/);
  });

  it('names every parameter when there are several, and the body when there are none', async () => {
    expect(JSON.parse((await refusal('/text?a=1&b=2')).body).error.fields).toEqual({ a: 'invalid', b: 'invalid' });
    const none = await refusal('/text');
    expect(none.status).toBe(400);
    expect(JSON.parse(none.body).error.fields).toEqual({ body: 'invalid' });
  });

  it('leaves every other database error a 500', async () => {
    expect((await refusal('/fault')).status).toBe(500);
  });
});
