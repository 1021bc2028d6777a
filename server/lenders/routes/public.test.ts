// GET /api/consent gives a server-side partner the words the form shows and the version a lead
// must carry: a lead sent with that version is accepted, with an old one refused.
import { expect, it } from 'vitest';
import { consentText as en } from '../../../common/domain/messages-en';
import { consentText as si } from '../../../common/domain/messages-si';
import { appOn, json, validLead } from '../../testing/app';
import { describeEachBackend } from '../../testing/backends';

describeEachBackend('GET /api/consent', (get) => {
  it('answers the version and the wording in Sinhala and English (and Tamil), open to any origin', async () => {
    const { app } = await appOn(get());
    const res = await app.request('/api/consent', { headers: { Origin: 'https://partner.example' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.text.si).toBe(si);
    expect(body.text.en).toBe(en);
    expect(Object.keys(body.text).sort()).toEqual(['en', 'si', 'ta']);
    expect(body.version).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    const ok = await app.request('/api/leads', json(validLead({ consent_version: body.version })));
    expect(ok.status).toBe(201);
    const old = await app.request('/api/leads', json(validLead({ consent_version: '2020-01-01.1' })));
    expect(old.status).toBe(400);
    expect((await old.json()).error.fields).toHaveProperty('consent_version');
  });
});
