// The lead form against a scripted server (fetch is the boundary): GET /api/consent gives the
// wording and version the form shows and sends, POST /api/leads answers the registration.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentText, marketingText, validationMessages } from '../../common/domain';
import '../i18n/all';
import { en } from '../i18n/en';
import { si } from '../i18n/si';
import { ta } from '../i18n/ta';
import { RegistrationWidget } from './RegistrationWidget';
import type { ServedConsent } from './consent-api';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let roots: Root[];
let hosts: HTMLElement[];
let host: HTMLElement;
/** The lead-gen host of this test: the page's consent cache is per host, so each test has its own. */
let api: string;
let tests = 0;
let calls: { url: string; init?: RequestInit }[];
/** What GET /api/consent answers next (the last one again once the list is down to one). */
let consentAnswers: (ServedConsent | number | Error)[];
/** What POST /api/leads answers, in turn; then 201. */
let leadAnswers: (Response | Error | Promise<Response>)[];

/** The consent as the server words it once a lender takes deliveries (server/lenders/consent.ts). */
const withLender = (name: string, version = '2026-11-23.1.abc123def456'): ServedConsent => ({
  version,
  text: {
    si: `${consentText.si} මගේ තොරතුරු ලැබිය හැකි ණය දෙන ආයතන: ${name}.`,
    en: `${consentText.en} The lenders that may receive my details: ${name}.`,
    ta: `${consentText.ta} எனது விவரங்களைப் பெறக்கூடிய கடன் வழங்கும் நிறுவனங்கள்: ${name}.`,
  },
  marketing: marketingText,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  roots = [];
  hosts = [];
  calls = [];
  api = `https://api${++tests}.test`;
  consentAnswers = [withLender('Lanka Credit PLC')];
  leadAnswers = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === `${api}/api/consent`) {
      const next = consentAnswers.length > 1 ? consentAnswers.shift()! : consentAnswers[0];
      if (next instanceof Error) throw next;
      return typeof next === 'number' ? json(next, { error: { code: 'internal' } }) : json(200, next);
    }
    if (url === `${api}/api/leads`) {
      const next = leadAnswers.shift() ?? json(201, { lead_id: 'lead-1' });
      if (next instanceof Error) throw next;
      return next;
    }
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  act(() => roots.forEach((r) => r.unmount()));
  hosts.forEach((h) => h.remove());
});

async function render(lang: 'si' | 'en' | 'ta') {
  host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = createRoot(host);
  roots.push(root);
  await act(async () => root.render(<RegistrationWidget lang={lang} leadGenHost={api} showOffers={false} />));
}
const field = (name: string) => host.querySelector(`[name=${name}]`) as HTMLInputElement;
const consentLabel = () => host.querySelector('.naya-consent span')!.textContent;
async function type(name: string, value: string) {
  const el = field(name);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
  await act(async () => {
    setter.call(el, value);
    el.dispatchEvent(new Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  });
}
async function fillValid({ agree = true } = {}) {
  for (const [k, v] of Object.entries({
    full_name: 'Nimal Perera',
    phone: '0712345678',
    nic: '199012345678',
    amount: '150000',
    monthly_income: '85000',
    employment: 'salaried',
    district: 'Colombo',
  }))
    await type(k, v);
  if (agree) await act(async () => field('consent').click());
}
const submit = () => act(async () => (host.querySelector('button[type=submit]') as HTMLButtonElement).click());
const errors = () => [...host.querySelectorAll('.naya-error')].map((e) => e.textContent);
const consentCalls = () => calls.filter((c) => c.url === `${api}/api/consent`);
const leadPosts = () => calls.filter((c) => c.url === `${api}/api/leads`).map((c) => JSON.parse(String(c.init!.body)));
const retryButton = () => host.querySelector('.naya-consent button') as HTMLButtonElement | null;

describe.each(['si', 'en'] as const)('validation messages in %s', (lang) => {
  it('shows the phone and NIC messages on their fields, aria-linked', async () => {
    await render(lang);
    await fillValid();
    await type('phone', '12345');
    await type('nic', '12345678');
    await submit();
    expect(errors()).toEqual([validationMessages[lang].phone_invalid, validationMessages[lang].nic_invalid]);
    expect(field('phone').getAttribute('aria-invalid')).toBe('true');
    const describedBy = field('nic').getAttribute('aria-describedby')!.split(' ');
    expect(host.querySelector(`[id="${describedBy.at(-1)}"]`)!.textContent).toBe(validationMessages[lang].nic_invalid);
    expect(leadPosts()).toEqual([]);
  });
});

describe('the consent served by the lead-gen host', () => {
  it.each(['si', 'en', 'ta'] as const)('in %s: shows the served wording naming the lender and sends its version', async (lang) => {
    await render(lang);
    expect(consentLabel()).toBe(withLender('Lanka Credit PLC').text[lang]);
    expect(consentLabel()).toContain('Lanka Credit PLC');
    expect(consentCalls()).toHaveLength(1);
    await fillValid();
    await submit();
    expect(leadPosts()).toEqual([expect.objectContaining({ consent: true, consent_version: '2026-11-23.1.abc123def456', lang })]);
  });

  it('asks once for the page: a second form on it shares the answer', async () => {
    await render('si');
    await render('en');
    expect(consentCalls()).toHaveLength(1);
    expect(consentLabel()).toContain('The lenders that may receive my details: Lanka Credit PLC.');
  });

  it('until it has come: the form’s own wording, a box that cannot be ticked, and no lead sent', async () => {
    let answer!: (r: Response) => void;
    vi.mocked(fetch).mockImplementationOnce(async (input, init) => {
      calls.push({ url: String(input), init });
      return new Promise<Response>((r) => (answer = r));
    });
    await render('en');
    expect(consentLabel()).toBe(consentText.en);
    expect(field('consent').disabled).toBe(true);
    await fillValid({ agree: false });
    await submit();
    expect(leadPosts()).toEqual([]);
    await act(async () => answer(json(200, withLender('Ceylon Finance'))));
    expect(field('consent').disabled).toBe(false);
    expect(consentLabel()).toBe(withLender('Ceylon Finance').text.en);
  });

  it('when it cannot be loaded: says so in the person’s language, sends nothing, and retries on request', async () => {
    consentAnswers = [new TypeError('Failed to fetch'), 503, withLender('Lanka Credit PLC')];
    await render('si');
    const alert = () => host.querySelector('.naya-consent .naya-alert')?.textContent ?? '';
    expect(alert()).toContain(si.consentError);
    expect(retryButton()!.textContent).toBe(si.retry);
    expect(field('consent').disabled).toBe(true);
    await fillValid({ agree: false });
    await submit(); // the submit asks again too: 503 this time
    expect(consentCalls()).toHaveLength(2);
    expect(leadPosts()).toEqual([]);
    expect(alert()).toContain(si.consentError);

    await act(async () => retryButton()!.click());
    expect(consentCalls()).toHaveLength(3);
    expect(alert()).toBe('');
    expect(retryButton()).toBeNull();
    expect(consentLabel()).toBe(withLender('Lanka Credit PLC').text.si);
    await act(async () => field('consent').click());
    await submit();
    expect(leadPosts()).toEqual([expect.objectContaining({ consent_version: '2026-11-23.1.abc123def456' })]);
  });

  it('not loaded for want of a connection: asked again once the browser is back online', async () => {
    consentAnswers = [new TypeError('Failed to fetch'), withLender('Lanka Credit PLC')];
    await render('en');
    expect(field('consent').disabled).toBe(true);
    await act(async () => void dispatchEvent(new Event('online')));
    expect(consentCalls()).toHaveLength(2);
    expect(field('consent').disabled).toBe(false);
    expect(consentLabel()).toContain('Lanka Credit PLC');
  });

  it.each([
    ['en', en],
    ['ta', ta],
  ] as const)('in %s: the failure and its retry button are in the person’s language', async (lang, copy) => {
    consentAnswers = [500];
    await render(lang);
    expect(host.querySelector('.naya-consent .naya-alert')!.textContent).toBe(`${copy.consentError} ${copy.retry}`);
  });

  it('an answer without a version is a failure, never a made-up version', async () => {
    consentAnswers = [{ text: withLender('X').text } as unknown as ServedConsent];
    await render('en');
    expect(host.textContent).toContain(en.consentError);
    await fillValid({ agree: false });
    await act(async () => field('consent').click()); // disabled: nothing to agree to
    await submit();
    expect(leadPosts()).toEqual([]);
  });

  it('a version refused as too old: the new wording is loaded, to be agreed to again', async () => {
    consentAnswers = [withLender('Old Lender', 'v-old'), withLender('New Lender', 'v-new')];
    leadAnswers = [json(400, { error: { code: 'validation_failed', message: '', fields: { consent_version: 'consent_version' } } })];
    await render('en');
    await fillValid();
    await submit();
    expect(consentLabel()).toContain('New Lender');
    expect(field('consent').checked).toBe(false);
    expect(errors()).toEqual([validationMessages.en.consent_version]);
    await act(async () => field('consent').click());
    await submit();
    expect(leadPosts().map((l) => l.consent_version)).toEqual(['v-old', 'v-new']);
  });
});

describe('submission', () => {
  it('posts once however often it is clicked, and stores the lead id and its token', async () => {
    let answer!: (r: Response) => void;
    leadAnswers = [new Promise<Response>((r) => (answer = r))];
    await render('en');
    await fillValid();
    await submit();
    await submit();
    expect(leadPosts()).toHaveLength(1);
    expect(leadPosts()[0]).toMatchObject({ phone: '+94712345678', consent: true, consent_version: '2026-11-23.1.abc123def456' });
    const leadToken = 'tok3n-0123456789-abcdefghijklmnopqrstuvwxyz';
    await act(async () => answer(json(201, { lead_id: 'lead-1', lead_token: leadToken })));
    expect(localStorage.getItem('leadId')).toBe('lead-1');
    expect(localStorage.getItem('leadToken')).toBe(leadToken);
    // the proof goes to nobody but /set-token and the phone-code calls: not in events or the webhook
    for (const { url, init } of calls.filter((c) => !c.url.endsWith('/api/leads')))
      expect(String(init?.body instanceof FormData ? [...init.body.values()] : init?.body), url).not.toContain(leadToken);
    const webhook = calls.find(({ url }) => url === `${api}/webhook`)!;
    expect((webhook.init!.body as FormData).get('state_type')).toBe('registration');
  });

  it.each([
    ['si', '/my/', 'ඔබ දැනටමත් අයදුම් කර ඇත'],
    ['en', '/en/my/', 'You have already applied'],
    ['ta', '/ta/my/', 'நீங்கள் ஏற்கனவே விண்ணப்பித்துள்ளீர்கள்'],
  ] as const)(
    'tells a duplicate applicant in %s that the application exists and links their page, nothing more',
    async (lang, link, title) => {
      leadAnswers = [json(201, { lead_id: 'lead-2', duplicate: true })];
      await render(lang);
      await fillValid();
      await submit();
      expect(host.querySelector('h2')!.textContent).toBe(title);
      expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([`${api}${link}`]); // the person's page on the lead-gen host
      expect(host.querySelector('input')).toBeNull(); // no code step, no form
    },
  );

  it('keeps what was typed after a network failure and offers a retry', async () => {
    leadAnswers = [new TypeError('Failed to fetch')];
    await render('en');
    await fillValid();
    await submit();
    expect(host.textContent).toContain('We could not send your application');
    expect(field('full_name').value).toBe('Nimal Perera');
    expect(host.querySelector('button[type=submit]')!.textContent).toBe('Try again');
  });

  it('puts the server field errors on their fields', async () => {
    leadAnswers = [
      json(400, {
        error: { code: 'validation_failed', message: 'x', fields: { phone: 'phone_invalid', nic: 'NIC refused by lender rules' } },
      }),
    ];
    await render('si');
    await fillValid();
    await submit();
    expect(errors()).toEqual([validationMessages.si.phone_invalid, 'NIC refused by lender rules']);
  });
});

describe('the offers after registration (issue 43 item 16)', () => {
  it.each(['150000', '150,000', '150 000'])('start at the amount typed (%s), not the default 100,000', async (typed) => {
    host = document.createElement('div');
    document.body.append(host);
    hosts.push(host);
    const root = createRoot(host);
    roots.push(root);
    await act(async () => root.render(<RegistrationWidget lang="en" leadGenHost={api} sortingHost={api} />));
    await fillValid();
    await type('amount', typed);
    await submit();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    const amount = host.querySelector('input[type=range]') as HTMLInputElement | null;
    expect(amount?.value).toBe('150000');
    expect(host.querySelector('.naya-offers .naya-value')?.textContent).toBe('LKR\u00A0150,000');
  });
});
