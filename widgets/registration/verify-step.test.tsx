// The code step against a scripted server (fetch is the boundary): what it asks, shows and says.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyCopy as en } from './verify-copy-en';
import { verifyCopy as si } from './verify-copy-si';
import { verifyCopy as ta } from './verify-copy-ta';
import { maskPhone } from './verify-api';
import { VerifyStep } from './verify-step';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
let host: HTMLElement;
let calls: { url: string; body: Record<string, unknown> }[];
let answers: (Response | Error)[];
let finished: boolean[];

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const refusal = (status: number, code: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  reply(status, { error: { code, message: '', fields } }, headers);

beforeEach(() => {
  calls = [];
  answers = [];
  finished = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    const next = answers.shift() ?? reply(202, { sent: true });
    if (next instanceof Error) throw next;
    return next;
  });
});
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = undefined;
  host?.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function render(lang: 'si' | 'en') {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <VerifyStep
        copy={lang === 'en' ? en : si}
        host="https://api.test/"
        leadId="lead-1"
        phone="+94 71 234 5667"
        onFinish={(v) => finished.push(v)}
      />,
    ),
  );
}
const input = () => host.querySelector('input[name=code]') as HTMLInputElement;
const buttons = () => [...host.querySelectorAll('button')] as HTMLButtonElement[];
const notice = () => host.querySelector('[role=alert]')!.textContent;
async function enter(code: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input(), code);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => buttons()[0].click());
}

it('has the same words to say in every language', () => {
  const shape = (copy: object) => Object.entries(copy).map(([key, value]) => `${key}:${typeof value}`);
  expect(shape(en)).toEqual(shape(si));
  expect(shape(ta)).toEqual(shape(si));
});

it('masks all but the last two digits of the number', () => {
  expect(maskPhone('+94 71 234 5667')).toBe('07X XXX XX67');
  expect(maskPhone('0771234512')).toBe('07X XXX XX12');
});

describe.each([
  ['si', si],
  ['en', en],
] as const)('code step in %s', (lang, m) => {
  it('asks for a code at once, shows the masked number, and offers a new code only after 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await render(lang);
    expect(calls).toEqual([
      { url: 'https://api.test/api/leads/lead-1/otp', body: { client_id: expect.stringMatching(/^[0-9a-f-]{36}$/) } },
    ]);
    expect(host.textContent).toContain(m.sentTo('07X XXX XX67'));
    expect(input().getAttribute('autocomplete')).toBe('one-time-code');
    expect(input().getAttribute('inputmode')).toBe('numeric');
    expect(host.querySelector(`label[for="${input().id}"]`)!.textContent).toBe(m.codeLabel);
    const resend = buttons()[1];
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe(m.resendIn(60));
    for (let s = 0; s < 59; s++) await act(async () => vi.advanceTimersByTime(1000));
    expect(resend.textContent).toBe(m.resendIn(1));
    expect(resend.disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(resend.disabled).toBe(false);
    expect(resend.textContent).toBe(m.resend);
    await act(async () => resend.click());
    expect(calls.map((c) => c.url.split('/').pop())).toEqual(['otp', 'otp']);
  });

  it('explains every refusal in words, and finishes verified on the right code', async () => {
    await render(lang);
    const cases: [Response, string][] = [
      [refusal(400, 'validation_failed', { code: 'otp_wrong' }), m.wrong],
      [refusal(400, 'validation_failed', { code: 'otp_expired' }), m.expired],
      [refusal(429, 'rate_limited', { code: 'otp_void' }), m.voided],
      [refusal(429, 'rate_limited', {}, { 'Retry-After': '600' }), m.tooMany(10)],
    ];
    for (const [answer, text] of cases) {
      answers.push(answer);
      await enter('123456');
      expect(notice()).toBe(text);
      expect(input().getAttribute('aria-invalid')).toBe(String(text !== m.tooMany(10)));
    }
    await enter('12 34');
    expect(notice()).toBe(m.format);
    expect(calls.filter((c) => c.url.endsWith('/verify'))).toHaveLength(4); // not sent: not 6 digits
    answers.push(reply(200, { verified: true }));
    await enter('654321');
    expect(calls.at(-1)!.body).toMatchObject({ code: '654321' });
    expect(finished).toEqual([true]);
  });

  it('keeps the message about a malformed code typed while the first code is still on its way', async () => {
    let arrive!: (answer: Response) => void;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Promise<Response>((resolve) => (arrive = resolve));
    });
    await render(lang);
    expect(host.textContent).toContain(m.sending);
    await enter('12345'); // five digits, before the SMS has gone out
    expect(notice()).toBe(m.format);
    await act(async () => arrive(reply(202, { sent: true })));
    expect(host.textContent).toContain(m.sentTo('07X XXX XX67'));
    expect(notice()).toBe(m.format); // the code's arrival does not wipe what the visitor was told
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a failed SMS and the per-lead limit, with the wait, and lets the visitor skip', async () => {
    answers.push(refusal(503, 'sms_unavailable', {}, { 'Retry-After': '60' }));
    await render(lang);
    expect(notice()).toBe(m.smsDown);
    expect(buttons()[1].textContent).toBe(m.resendIn(60));
    act(() => root!.unmount());
    host.remove();
    answers.push(refusal(429, 'rate_limited', { code: 'otp_lead_limit' }, { 'Retry-After': '1500' }));
    await render(lang);
    expect(notice()).toBe(m.leadLimit(25));
    const skip = buttons().find((b) => b.textContent === m.skip)!;
    await act(async () => skip.click());
    expect(finished).toEqual([false]);
  });

  it('offline: says so, and sends the code by itself once back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answers.push(new TypeError('Failed to fetch'));
    await render(lang);
    expect(notice()).toBe(m.offline);
    online.mockReturnValue(true);
    await act(async () => void dispatchEvent(new Event('online')));
    expect(calls).toHaveLength(2);
    expect(host.textContent).toContain(m.sentTo('07X XXX XX67'));
    expect(notice()).toBe('');
  });
});

it('skips itself when verification is off on the server (404)', async () => {
  answers.push(refusal(404, 'not_found'));
  await render('si');
  expect(finished).toEqual([false]);
});

it('proves the lead with its token as well as the client_id when this browser has it (a lead the /pixel/ passed on)', async () => {
  localStorage.setItem('leadToken', 'tok3n-0123456789-abcdefghijklmnopqrstuvwxyz');
  try {
    await render('en');
    answers.push(reply(200, { verified: true }));
    await enter('654321');
    const proof = { client_id: expect.stringMatching(/^[0-9a-f-]{36}$/), lead_token: 'tok3n-0123456789-abcdefghijklmnopqrstuvwxyz' };
    expect(calls.map((c) => c.body)).toEqual([proof, { ...proof, code: '654321' }]);
  } finally {
    localStorage.removeItem('leadToken');
  }
});
