// The quote step inside the lead form, against a scripted server (fetch is the boundary):
// GET /api/consent with `wording` and `lenders_sentence`, POST /api/quotes, POST /api/leads. What
// reached the server, what the person sees, the fallback to the form as before quotes, the `409`
// that asks again keeping what was typed, and the analytics events (counts, no personal data).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentText, marketingText } from '../../common/domain';
import type { Quote, QuotesAnswer } from '../../common/quotes';
import '../i18n/all';
import { RegistrationWidget } from './RegistrationWidget';
import type { ServedConsent } from './consent-api';
import { quoteCopy as en } from './quote-copy-en';
import { quoteCopy as si } from './quote-copy-si';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SENTENCE = {
  si: 'මගේ තොරතුරු ලැබිය හැකි ණය දෙන ආයතන:',
  en: 'The lenders that may receive my details:',
  ta: 'எனது விவரங்களைப் பெறக்கூடிய கடன் வழங்கும் நிறுவனங்கள்:',
};
/** The consent as the server serves it with two lenders named, and the parts a form from quotes builds from. */
const CONSENT: ServedConsent = {
  version: '2026-11-28.2.abcdef123456',
  text: {
    si: `${consentText.si} ${SENTENCE.si} Alpha Finance, Beta Leasing.`,
    en: `${consentText.en} ${SENTENCE.en} Alpha Finance, Beta Leasing.`,
    ta: `${consentText.ta} ${SENTENCE.ta} Alpha Finance, Beta Leasing.`,
  },
  marketing: marketingText,
  wording: consentText,
  lenders_sentence: SENTENCE,
};
const quote = (lender_id: string, lender: string, extra: Partial<Quote> = {}): Quote => ({
  quote_id: `q-${lender_id}`,
  lender_id,
  lender,
  source: 'quote',
  label: 'pre_approved',
  apr: 31.2,
  monthly_payment: 14_700,
  total_cost: 26_400,
  amount: 150_000,
  term_days: 365,
  valid_until: '2026-11-29T10:00:00.000Z',
  odds: null,
  ...extra,
});
const ANSWER: QuotesAnswer = {
  quote_request_id: 'qr-1',
  quotes: [quote('l-a', 'Alpha Finance'), quote('l-b', 'Beta Leasing', { label: 'likely', total_cost: 27_000 })],
  waiting: [],
};
const PERSON = {
  full_name: 'Nimal Perera',
  phone: '0712345678',
  nic: '199012345678',
  amount: '150,000',
  monthly_income: '85000',
  employment: 'salaried',
  district: 'Colombo',
};

let root: Root;
let host: HTMLElement;
let api: string;
let tests = 0;
let calls: { url: string; body: unknown }[];
let quoteAnswers: (() => Response | Promise<Response>)[];
let leadAnswers: Response[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  (window as { naya?: unknown }).naya = undefined;
  calls = [];
  api = `https://quotes${++tests}.test`;
  quoteAnswers = [() => json(200, ANSWER)];
  leadAnswers = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === `${api}/api/consent`) return json(200, CONSENT);
    if (url === `${api}/api/quotes`) return (quoteAnswers.length > 1 ? quoteAnswers.shift()! : quoteAnswers[0])();
    if (url === `${api}/api/leads`) return leadAnswers.shift() ?? json(201, { lead_id: 'lead-1', lead_token: 't' });
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.restoreAllMocks();
});

async function render(lang: 'si' | 'en') {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<RegistrationWidget lang={lang} leadGenHost={api} showOffers={false} />));
}
/** Waits (rendering between tries) until `check` holds: the step's chunk and answers are asynchronous. */
async function until(check: () => unknown) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 5)));
  }
  expect(check()).toBeTruthy();
}
const field = (name: string) => host.querySelector(`[name=${name}]`) as HTMLInputElement;
async function type(name: string, value: string) {
  const el = field(name);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
  await act(async () => {
    setter.call(el, value);
    el.dispatchEvent(new Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  });
}
async function fillAndAgree() {
  await until(() => !field('consent').disabled); // the consent has come
  for (const [k, v] of Object.entries(PERSON)) await type(k, v);
  await act(async () => field('consent').click());
}
const click = (el: Element | null) => act(async () => (el as HTMLElement).click());
const submitForm = () => click(host.querySelector('form button[type=submit]'));
const posts = (path: string) => calls.filter((c) => c.url === `${api}${path}`).map((c) => c.body as Record<string, unknown>);
const consentLabel = () => host.querySelector('.naya-consent span')!.textContent;
const events = () => ((window as { naya?: unknown[] }).naya ?? []) as [string, string, Record<string, unknown>][];

describe('the quote step in the lead form', () => {
  it('asks for quotes with the need only, shows them, and sends the lead from the choice with the consent naming it', async () => {
    await render('en');
    await fillAndAgree();
    await submitForm();
    await until(() => host.querySelector('.naya-quotes legend'));
    // the need, with the NIC's birth year: no name, phone, NIC; no lead yet
    expect(posts('/api/quotes')).toEqual([
      expect.objectContaining({
        amount: '150,000',
        term_days: '365',
        monthly_income: '85000',
        employment: 'salaried',
        district: 'Colombo',
        birth_year: 1990,
        lang: 'en',
      }),
    ]);
    expect(JSON.stringify(posts('/api/quotes'))).not.toMatch(/Nimal|0712345678|199012345678/);
    expect(Object.keys(posts('/api/quotes')[0]).sort()).toEqual(
      ['amount', 'birth_year', 'client_id', 'district', 'employment', 'lang', 'monthly_income', 'term_days'].sort(),
    );
    expect(posts('/api/leads')).toEqual([]);
    expect(host.querySelector('.naya-quotes legend')!.textContent).toBe(en.legend);
    expect(document.activeElement).toBe(host.querySelector('.naya-quotes input[value=l-a]')); // the list has the focus

    await click(host.querySelector('.naya-quotes input[value=l-b]'));
    await click(host.querySelector('.naya-quotes button[type=submit]'));
    // back to the form: all typed is kept; the consent names the chosen only and is to be agreed to again
    await until(() => field('consent'));
    expect(Object.fromEntries(Object.keys(PERSON).map((k) => [k, field(k).value]))).toEqual(PERSON);
    expect(consentLabel()).toBe(`${consentText.en} ${SENTENCE.en} Beta Leasing.`);
    expect(field('consent').checked).toBe(false);
    await act(async () => field('consent').click());
    await submitForm();
    await until(() => posts('/api/leads').length);
    expect(posts('/api/leads')[0]).toMatchObject({
      quote_request_id: 'qr-1',
      chosen: ['l-b'],
      consent: true,
      consent_version: CONSENT.version,
      nic: '199012345678',
    });
    expect(posts('/api/quotes')).toHaveLength(1); // asked once for this need

    const tracked = events().filter(([, name]) => name.startsWith('quote_'));
    expect(tracked).toEqual([
      ['track', 'quote_shown', { quotes: 2 }],
      ['track', 'quote_chosen', { chosen: 1 }],
    ]);
    expect(JSON.stringify(events())).not.toMatch(/Nimal|0712345678|199012345678|85000|150,?000|Beta|qr-1/);
  });

  it('keeps up to the limit in the order shown, in Sinhala', async () => {
    quoteAnswers = [() => json(200, { ...ANSWER, quotes: [...ANSWER.quotes, quote('l-c', 'Ceylon Credit'), quote('l-d', 'Delta Loans')] })];
    await render('si');
    await fillAndAgree();
    await submitForm();
    await until(() => host.querySelector('.naya-quotes legend'));
    expect(host.querySelector('.naya-quotes legend')!.textContent).toBe(si.legend);
    expect(host.querySelector('.naya-quotes')!.textContent).toContain('රු.\u00a014,700');
    for (const id of ['l-d', 'l-b', 'l-a', 'l-c']) await click(host.querySelector(`.naya-quotes input[value=${id}]`));
    await click(host.querySelector('.naya-quotes button[type=submit]'));
    await until(() => field('consent'));
    expect(consentLabel()).toBe(`${consentText.si} ${SENTENCE.si} Alpha Finance, Beta Leasing, Delta Loans.`);
    await act(async () => field('consent').click());
    await submitForm();
    await until(() => posts('/api/leads').length);
    expect(posts('/api/leads')[0].chosen).toEqual(['l-a', 'l-b', 'l-d']);
  });

  it.each([
    ['a server error', () => json(500, { error: { code: 'internal' } })],
    ['only published offers', () => json(200, { ...ANSWER, quotes: ANSWER.quotes.map((q) => ({ ...q, source: 'published' })) })],
    ['no quote', () => json(200, { ...ANSWER, quotes: [] })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s goes on as before quotes: the lead goes at once, without a choice, agreeing to the consent shown', async (_, answer) => {
    quoteAnswers = [answer];
    await render('en');
    await fillAndAgree();
    await submitForm();
    await until(() => posts('/api/leads').length);
    expect(posts('/api/quotes')).toHaveLength(1);
    expect(host.querySelector('.naya-quotes')).toBeNull();
    const lead = posts('/api/leads')[0];
    expect(lead).not.toHaveProperty('quote_request_id');
    expect(lead).not.toHaveProperty('chosen');
    expect(lead.consent_version).toBe(CONSENT.version);
    expect(events().filter(([, name]) => name.startsWith('quote_'))).toEqual([]);
  });

  it('does not ask for quotes from a server that serves no wording for them (as before quotes)', async () => {
    const { wording: _w, lenders_sentence: _s, ...old } = CONSENT;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return url.endsWith('/api/consent') ? json(200, old) : json(201, { lead_id: 'lead-2', lead_token: 't' });
    });
    await render('en');
    await fillAndAgree();
    await submitForm();
    await until(() => posts('/api/leads').length);
    expect(posts('/api/quotes')).toEqual([]);
  });

  it('on 409 quote_expired asks for quotes again, keeps everything typed, and sends the new choice', async () => {
    quoteAnswers = [() => json(200, ANSWER), () => json(200, { ...ANSWER, quote_request_id: 'qr-2' })];
    leadAnswers = [json(409, { error: { code: 'conflict', message: '', fields: { chosen: 'quote_expired' } } })];
    await render('en');
    await fillAndAgree();
    await submitForm();
    await until(() => host.querySelector('.naya-quotes legend'));
    await click(host.querySelector('.naya-quotes input[value=l-a]'));
    await click(host.querySelector('.naya-quotes button[type=submit]'));
    await until(() => field('consent'));
    await act(async () => field('consent').click());
    await submitForm();
    // refused: the step again, saying why
    await until(() => host.querySelector('.naya-quotes legend'));
    expect(host.querySelector('.naya-quotes .naya-info')!.textContent).toBe(en.expired);
    expect(posts('/api/quotes')).toHaveLength(2);
    await click(host.querySelector('.naya-quotes input[value=l-a]'));
    await click(host.querySelector('.naya-quotes button[type=submit]'));
    await until(() => field('consent'));
    expect(Object.fromEntries(Object.keys(PERSON).map((k) => [k, field(k).value]))).toEqual(PERSON);
    expect(field('consent').checked).toBe(false);
    await act(async () => field('consent').click());
    await submitForm();
    await until(() => posts('/api/leads').length === 2);
    expect(posts('/api/leads').map((l) => [l.quote_request_id, l.chosen])).toEqual([
      ['qr-1', ['l-a']],
      ['qr-2', ['l-a']],
    ]);
  });

  it('asks again when the need changes after a choice', async () => {
    await render('en');
    await fillAndAgree();
    await submitForm();
    await until(() => host.querySelector('.naya-quotes legend'));
    await click(host.querySelector('.naya-quotes input[value=l-a]'));
    await click(host.querySelector('.naya-quotes button[type=submit]'));
    await until(() => field('consent'));
    await type('amount', '200000');
    await act(async () => field('consent').click());
    await submitForm();
    await until(() => posts('/api/quotes').length === 2);
    expect(posts('/api/quotes')[1].amount).toBe('200000');
    expect(posts('/api/leads')).toEqual([]);
  });
});
