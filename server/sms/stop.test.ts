// STOP by SMS through the real app: the gateway's incoming-message webhook, replies to a loopback gateway.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { admin, appOn, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { stopWordOf } from './stop';
import { startFakeGateway, type FakeGateway } from './testing/fake-gateway';

const SECRET = 'inbound-secret-of-the-gateway';
let gateway: FakeGateway;
beforeAll(async () => void (gateway = await startFakeGateway()));
afterAll(() => gateway.close());

let n = 0;
const freshPhone = () => `078${String(2_000_000 + ++n * 6271).slice(-7)}`;

describeEachBackend('STOP by SMS', (get) => {
  async function setup() {
    const { app, services } = await appOn(get(), { ...gateway.env, SMS_INBOUND_SECRET: SECRET });
    async function personWith(lang: string) {
      const phone = freshPhone();
      expect((await app.request('/api/leads', json(validLead({ phone, lang, marketing_opt_in: true })))).status).toBe(201);
      return { phone, gateway: `94${phone.slice(1)}` };
    }
    const marketing = async (phone: string) =>
      (await services.db.query<{ m: boolean }>('select marketing_opt_in as m from leads where phone = $1', [`+94${phone.slice(1)}`]))[0]?.m;
    const inbound = (body: Record<string, string>, secret = SECRET, asForm = false) =>
      app.request('/api/sms/inbound', {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}`, ...(asForm ? {} : { 'Content-Type': 'application/json' }) },
        body: asForm ? new URLSearchParams(body) : JSON.stringify(body),
      });
    return { app, personWith, marketing, inbound };
  }

  it('turns marketing off for STOP in each language, case and spacing forgiven, and confirms in that language', async () => {
    const { app, personWith, marketing, inbound } = await setup();
    const cases = [
      { lead: 'en', message: ' stop ', reply: 'You will get no more marketing messages from Naya.' },
      { lead: 'si', message: 'Stop', reply: 'ඔබට Naya ප්‍රවර්ධන පණිවිඩ තවදුරටත් නොලැබේ.' }, // STOP: the lead's own language
      { lead: 'en', message: 'නවත් වන්න', reply: 'ඔබට Naya ප්‍රවර්ධන පණිවිඩ තවදුරටත් නොලැබේ.' },
      { lead: 'si', message: 'நிறுத்து\n', reply: 'இனி Naya விளம்பரச் செய்திகள் உங்களுக்கு அனுப்பப்படமாட்டா.', form: true },
      // the forms people type: punctuation, other Sinhala and Tamil words, our own button's word
      { lead: 'si', message: 'STOP.', reply: 'ඔබට Naya ප්‍රවර්ධන පණිවිඩ තවදුරටත් නොලැබේ.' },
      { lead: 'en', message: 'නවතන්න!', reply: 'ඔබට Naya ප්‍රවර්ධන පණිවිඩ තවදුරටත් නොලැබේ.' },
      { lead: 'si', message: 'நிறுத்தவும்', reply: 'இனி Naya விளம்பரச் செய்திகள் உங்களுக்கு அனுப்பப்படமாட்டா.' },
    ];
    for (const { lead, message, reply, form } of cases) {
      const person = await personWith(lead);
      expect(await marketing(person.phone)).toBe(true);
      const res = await inbound({ from: person.gateway, message }, SECRET, form);
      expect(res.status).toBe(204);
      expect(await marketing(person.phone)).toBe(false);
      expect(gateway.sent.at(-1)).toMatchObject({ to: person.gateway, message: reply });
      expect(reply.length).toBeLessThanOrEqual(70);
    }
    const audit = (await (await app.request('/api/admin/audit', admin())).json()) as { actor: string; action: string }[];
    expect(audit.filter((e) => e.actor === 'subject' && e.action === 'subject.marketing_off')).toHaveLength(cases.length);
  });

  it('refuses a wrong secret (401, nothing changes); other words and unknown phones change nothing and get no SMS', async () => {
    const { personWith, marketing, inbound } = await setup();
    const person = await personWith('si');
    const sent = gateway.sent.length;
    const wrong = await inbound({ from: person.gateway, message: 'STOP' }, 'not-the-secret');
    expect(wrong.status).toBe(401);
    expect((await inbound({ from: person.gateway, message: 'please stop calling' })).status).toBe(204);
    expect(await marketing(person.phone)).toBe(true);
    expect((await inbound({ from: '94770000001', message: 'STOP' })).status).toBe(204);
    expect(gateway.sent.length).toBe(sent);
    const bad = await inbound({ from: 'nobody', message: 'STOP' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ from: 'phone_invalid' });
  });
});

it('reads the STOP forms people type: STOP in any case with punctuation, නවත්වන්න, නවතන්න, நிறுத்து, நிறுத்தவும், நிறுத்துங்கள்', () => {
  for (const message of ['STOP', 'stop', 'Stop.', 'STOP!', ' s t o p ', '"Stop"', 'stop!!!', 'STOP 🙏'])
    expect(stopWordOf(message), message).toBeNull();
  for (const message of ['නවත්වන්න', 'නවතන්න', 'නවතන්න.', 'නවත්වන්න!']) expect(stopWordOf(message), message).toBe('si');
  for (const message of ['நிறுத்து', 'நிறுத்தவும்', 'நிறுத்துங்கள்', 'நிறுத்துங்கள்!', 'நிறுத்தவும்.'])
    expect(stopWordOf(message), message).toBe('ta');
  for (const message of ['please stop calling', 'stopped', 'hello', 'ok', '']) expect(stopWordOf(message), message).toBeUndefined();
});
