import { expect, it } from 'vitest';
import { EVENT_ID_MAX, EVENT_MAX_BYTES, EVENT_NAME_MAX, EVENT_TEXT_MAX } from '../../../common/limits';
import { JSON_MAX_DEPTH, JSON_MAX_MEMBERS } from '../../http/body';
import { DbError } from '../../db/types';
import { describeEachBackend } from '../../testing/backends';
import { eventCommitter, toEventRow } from '../store';
import { appOn, json } from '../../testing/app';

const CLIENT = '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6';

describeEachBackend('POST /api/event', (get) => {
  const setup = () => appOn(get());
  const count = async (id: string) =>
    (await get().db.query<{ n: number }>('select count(*)::int as n from events where event_id = $1', [id]))[0].n;

  it('stores an event sent as text/plain JSON and answers 202 {"ok":true} with open CORS', async () => {
    const { app } = await setup();
    const res = await app.request('/api/event', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://partner.example' },
      body: JSON.stringify({ event: 'page_view', event_id: 'ev-1', client_id: CLIENT, utm_source: 'fb', page: '/x' }),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ ok: true, event_id: 'ev-1' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const [row] = await get().db.query('select event, client_id, utm_source, data from events where event_id = $1', ['ev-1']);
    expect(row).toEqual({ event: 'page_view', client_id: CLIENT, utm_source: 'fb', data: expect.objectContaining({ page: '/x' }) });
  });

  it('stores a duplicate event_id once and still answers 202', async () => {
    const { app } = await setup();
    const send = () => app.request('/api/event', json({ event: 'click', event_id: 'ev-dup' }));
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202]);
    expect((await send()).status).toBe(202);
    expect(await count('ev-dup')).toBe(1);
  });

  it('assigns an event_id when none is sent', async () => {
    const { app } = await setup();
    const res = await app.request('/api/event', json({ event: 'no_id' }));
    const { event_id } = await res.json();
    expect(event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await count(event_id)).toBe(1);
  });

  it('drops lead data from what it stores', async () => {
    const { app } = await setup();
    await app.request(
      '/api/event',
      json({ event: 'x', event_id: 'ev-pii', phone: '+94771234567', nic: '199012301234', full_name: 'N', monthly_income: 5 }),
    );
    const [row] = await get().db.query<{ data: Record<string, unknown> }>('select data from events where event_id = $1', ['ev-pii']);
    expect(Object.keys(row.data).sort()).toEqual(['event', 'event_id']);
  });

  it('drops personal keys at any depth and in any case, masks phone numbers and NICs anywhere, keeps the referer without its query', async () => {
    const { app } = await setup();
    const sent = {
      event: 'form_step',
      event_id: 'ev-pii-deep',
      Phone: '0771234567',
      mobile: '0771234567',
      nic_number: '199012301234',
      income: 90000,
      email: 'nimal@example.com',
      form: {
        step: 2,
        applicant: { FullName: 'Nimal Perera', Email: 'n@x.lk', district: 'Colombo' },
        answers: [{ monthlyIncome: 1 }, 'NIC 901234567V'],
      },
      page: '/apply?phone=%2B94771234567',
      message: 'call me on 077 123 4567',
      referer: 'https://partner.lk/apply?phone=0771234567&nic=199012301234#form',
      target: 'cta_apply',
    };
    expect((await app.request('/api/event', json(sent))).status).toBe(202);
    const [row] = await get().db.query<{ referer: string; data: Record<string, unknown> }>(
      'select referer, data from events where event_id = $1',
      ['ev-pii-deep'],
    );
    expect(row.referer).toBe('https://partner.lk/apply');
    expect(row.data).toEqual({
      event: 'form_step',
      event_id: 'ev-pii-deep',
      form: { step: 2, applicant: { district: 'Colombo' }, answers: [{}, 'NIC [nic]'] },
      page: '/apply?phone=[phone]',
      message: 'call me on [phone]',
      referer: 'https://partner.lk/apply',
      target: 'cta_apply',
    });
    expect(JSON.stringify(row)).not.toMatch(/0771234567|199012301234|Nimal|n@x\.lk|901234567V/);
  });

  it('keeps UUIDs whole where their digits run like a mobile number or a NIC: the lead, the visitor and the offer are still found', async () => {
    const { app } = await setup();
    // 7 and eight digits across the dashes; a last group of twelve digits starting with 19
    const ids = {
      client_id: '3f2a9c1e-7123-4567-8abc-9def0a1b2c3d',
      lead_id: 'a1b2c3d4-e5f6-0771-2345-67abcdef0123',
      offer_id: 'reach-9e8d7c6b-5a4f-4e3d-8c2b-199012301234',
    };
    const sent = { event: 'offer_click', event_id: 'ev-uuid-digits', ...ids, note: `${ids.lead_id} 0771234567` };
    expect((await app.request('/api/event', json(sent))).status).toBe(202);
    const [row] = await get().db.query<{ client_id: string; lead_id: string; data: Record<string, unknown> }>(
      'select client_id, lead_id, data from events where event_id = $1',
      ['ev-uuid-digits'],
    );
    expect(row).toEqual({ client_id: ids.client_id, lead_id: ids.lead_id, data: { ...sent, note: `${ids.lead_id} [phone]` } });
    // found as erasure and the data-subject calls find a person's events
    const found = await get().db.query('select event_id from events where client_id = $1 or lead_id = $2', [ids.client_id, ids.lead_id]);
    expect(found).toEqual([{ event_id: 'ev-uuid-digits' }]);
  });

  it('stores every event of a concurrent burst, in few statements', async () => {
    const { app } = await setup();
    const ids = Array.from({ length: 200 }, (_, i) => `burst-${i}`);
    const answers = await Promise.all(ids.map((id) => app.request('/api/event', json({ event: 'burst', event_id: id }))));
    expect(answers.every((r) => r.status === 202)).toBe(true);
    const [{ n }] = await get().db.query<{ n: number }>("select count(*)::int as n from events where event = 'burst'");
    expect(n).toBe(200);
  });

  it('refuses broken JSON with 400 invalid_json', async () => {
    const { app } = await setup();
    for (const body of ['{"event":', '[1,2]', '"text"', '']) {
      const res = await app.request('/api/event', json(body));
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('invalid_json');
    }
  });

  it('refuses a wrongly typed field with 400 naming it', async () => {
    const { app } = await setup();
    const res = await app.request('/api/event', json({ event: 'x', event_id: 42, client_id: ['a'] }));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual(['client_id', 'event_id']);
  });

  it('stores every column exactly as sent, quotes, backslashes, Sinhala and emoji included, and a NUL as U+FFFD', async () => {
    const { app } = await setup();
    const sent = {
      event_id: 'ev-cols',
      event: 'ණය "quoted" \\ back',
      client_id: CLIENT,
      session_id: 's\u0000x',
      domain: 'partner.example',
      referer: 'https://partner.example/ණය/😀',
      utm_source: 'fb',
      utm_medium: 'cpc',
      utm_campaign: 'wesak-2026',
      utm_content: 'banner \t tab',
      utm_term: 'ණය',
    };
    expect((await app.request('/api/event', json(sent))).status).toBe(202);
    const columns = Object.keys(sent).join(', ');
    const [row] = await get().db.query(`select ${columns}, data from events where event_id = 'ev-cols'`);
    const stored = { ...sent, session_id: 's\uFFFDx' };
    expect(row).toEqual({ ...stored, data: stored });
  });

  it('takes each field up to its limit and names the one over it', async () => {
    const { app } = await setup();
    const atLimit = { event_id: 'i'.repeat(EVENT_ID_MAX), event: 'e'.repeat(EVENT_NAME_MAX), utm_term: 't'.repeat(EVENT_TEXT_MAX) };
    expect((await app.request('/api/event', json(atLimit))).status).toBe(202);
    expect(await count(atLimit.event_id)).toBe(1);
    for (const [field, value] of [
      ['event_id', 'i'.repeat(EVENT_ID_MAX + 1)],
      ['event_id', ''],
      ['event', 'e'.repeat(EVENT_NAME_MAX + 1)],
      ['utm_term', 't'.repeat(EVENT_TEXT_MAX + 1)],
      ['domain', null],
    ] as const) {
      const res = await app.request('/api/event', json({ event: 'x', [field]: value }));
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: 'invalid' } });
    }
  });

  it('refuses other content types with 415', async () => {
    const { app } = await setup();
    const res = await app.request('/api/event', { method: 'POST', headers: { 'Content-Type': 'application/xml' }, body: '<e/>' });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatchObject({ code: 'unsupported_media_type', fields: {} });
  });

  it(`refuses a body over ${EVENT_MAX_BYTES} bytes with 413 and stores nothing`, async () => {
    const { app } = await setup();
    const body = JSON.stringify({ event: 'big', event_id: 'ev-big', pad: 'x'.repeat(EVENT_MAX_BYTES) });
    const res = await app.request('/api/event', json(body));
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
    expect(await count('ev-big')).toBe(0);
    const fits = JSON.stringify({ event: 'fits', event_id: 'ev-fits', pad: 'x'.repeat(EVENT_MAX_BYTES - 60) });
    expect((await app.request('/api/event', json(fits))).status).toBe(202);
  });

  it('answers the CORS preflight for any origin', async () => {
    const { app } = await setup();
    const res = await app.request('/api/event', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses a 16 KB body nested 8,000 levels deep with 400, and the caps of depth and members exactly', async () => {
    const { app } = await setup();
    const deep = `{"event":"deep","event_id":"ev-deep","d":${'['.repeat(8000)}${']'.repeat(8000)}}`;
    expect(deep.length).toBeLessThanOrEqual(EVENT_MAX_BYTES);
    const res = await app.request('/api/event', json(deep));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation_failed', message: `The body is nested deeper than ${JSON_MAX_DEPTH} levels.`, fields: {} },
    });
    const nested = (levels: number) =>
      `{"event":"nest","event_id":"ev-nest-${levels}","d":${'{"a":'.repeat(levels - 1)}1${'}'.repeat(levels - 1)}}`;
    expect((await app.request('/api/event', json(nested(JSON_MAX_DEPTH)))).status).toBe(202);
    expect((await app.request('/api/event', json(nested(JSON_MAX_DEPTH + 1)))).status).toBe(400);
    const wide = (n: number) => JSON.stringify({ event: 'wide', event_id: `ev-wide-${n}`, list: Array.from({ length: n - 3 }, () => 0) });
    expect((await app.request('/api/event', json(wide(JSON_MAX_MEMBERS)))).status).toBe(202);
    const tooWide = await app.request('/api/event', json(wide(JSON_MAX_MEMBERS + 1)));
    expect(tooWide.status).toBe(400);
    expect((await tooWide.json()).error.message).toBe(`The body holds more than ${JSON_MAX_MEMBERS} keys and items.`);
    expect(await count('ev-deep')).toBe(0);
  });

  it('a row the database refuses fails alone: the events batched with it are stored', async () => {
    const committer = eventCommitter(get().db, 20);
    // a row breaking a constraint (data is NOT NULL), as any row the database cannot take would
    const rows = [
      ...Array.from({ length: 10 }, (_, i) => toEventRow({ event: 'batch-neighbour', event_id: `nb-a-${i}` })),
      { ...toEventRow({ event: 'batch-bad', event_id: 'nb-bad' }), data: null as unknown as Record<string, unknown> },
      ...Array.from({ length: 10 }, (_, i) => toEventRow({ event: 'batch-neighbour', event_id: `nb-b-${i}` })),
    ];
    const results = await Promise.allSettled(rows.map((row) => committer.add(row)));
    expect(results.map((r) => r.status)).toEqual(rows.map((r) => (r.event_id === 'nb-bad' ? 'rejected' : 'fulfilled')));
    const reason = (results[10] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(DbError);
    expect(reason).toMatchObject({ code: '23502', unavailable: false });
    const [{ n }] = await get().db.query<{ n: number }>("select count(*)::int as n from events where event = 'batch-neighbour'");
    expect(n).toBe(20);
    await committer.close();
  });
});
