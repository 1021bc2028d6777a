// Quotes first inside the lead form, against a scripted server (fetch is the boundary): GET
// /api/consent with `quotes: true`, `wording` and `lenders_sentence`, POST /api/quotes, POST
// /api/leads. The order (the need with the year of birth, the quotes, then name, phone and NIC: no
// personal data typed or sent before the quotes), the year of birth's errors, the NIC whose birth
// year is not the one given (in the browser and on the server's 409), the fallback to the form as
// before quotes keeping what was typed, `quotes: false`, the 409 that asks again keeping what was
// typed, and the analytics events (counts, no personal data).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentText, marketingText } from '../../common/domain';
import type { Quote, QuotesAnswer } from '../../common/quotes';
import { messagesFor } from '../i18n';
import '../i18n/all';
import { RegistrationWidget } from './RegistrationWidget';
import type { ServedConsent } from './consent-api';
import { quoteCopy as en } from './quote-copy-en';
import { quoteCopy as si } from './quote-copy-si';
import { quoteCopy as ta } from './quote-copy-ta';

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
  quotes: true,
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
/** The loan need, typed first: nothing in it says who the person is. */
const NEED = { amount: '150,000', monthly_income: '85000', employment: 'salaried', district: 'Colombo', birth_year: '1990' };
/** Who the person is, typed only after the choice. */
const DETAILS = { full_name: 'Nimal Perera', phone: '0712345678', nic: '199012345678' };
const PERSONAL = /Nimal|0712345678|199012345678/;

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

async function render(lang: 'si' | 'ta' | 'en') {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<RegistrationWidget lang={lang} leadGenHost={api} showOffers={false} />));
}
/** Waits (rendering between tries) until `check` holds: the step's chunk and answers are asynchronous. */
async function until(check: () => unknown) {
  for (let i = 0; i < 400; i++) {
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
/** The need step: the loan need and the year of birth, then on to the quotes. */
async function fillNeed(need: Partial<typeof NEED> = {}) {
  await until(() => field('birth_year')); // quotes first: the need step has come
  for (const [k, v] of Object.entries({ ...NEED, ...need })) await type(k, v);
  await submitForm();
}
/** The details after the choice: name, phone, NIC, and the consent agreed to. */
async function fillDetails(details: Partial<typeof DETAILS> = {}) {
  await until(() => field('full_name'));
  for (const [k, v] of Object.entries({ ...DETAILS, ...details })) await type(k, v);
  await act(async () => field('consent').click());
}
async function choose(...ids: string[]) {
  await until(() => host.querySelector('.naya-quotes legend'));
  for (const id of ids) await click(host.querySelector(`.naya-quotes input[value=${id}]`));
  await click(host.querySelector('.naya-quotes button[type=submit]'));
}
const errorOf = (name: string) => {
  const describedBy = field(name).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('naya-error'))?.textContent;
};
const click = (el: Element | null) => act(async () => (el as HTMLElement).click());
const submitForm = () => click(host.querySelector('form button[type=submit]'));
const posts = (path: string) => calls.filter((c) => c.url === `${api}${path}`).map((c) => c.body as Record<string, unknown>);
const consentLabel = () => host.querySelector('.naya-consent span')!.textContent;
const events = () => ((window as { naya?: unknown[] }).naya ?? []) as [string, string, Record<string, unknown>][];

describe('quotes first in the lead form', () => {
  it('asks for the need first: quotes before any name, phone or NIC is typed or sent, then the details and the consent naming the chosen', async () => {
    await render('en');
    await until(() => field('birth_year'));
    // the need step: no field that says who the person is
    for (const name of ['full_name', 'phone', 'nic', 'email', 'consent']) expect(field(name), name).toBeNull();
    expect(host.querySelector('.naya-step legend')!.textContent).toBe(en.needLegend);
    expect(host.querySelector(`label[for="${field('birth_year').id}"]`)!.textContent).toContain(en.birthYear);
    await fillNeed();
    await until(() => host.querySelector('.naya-quotes legend'));
    expect(posts('/api/quotes')).toEqual([
      {
        amount: '150,000',
        term_days: '365',
        monthly_income: '85000',
        employment: 'salaried',
        district: 'Colombo',
        birth_year: 1990,
        lang: 'en',
        client_id: expect.any(String),
      },
    ]);
    expect(posts('/api/leads')).toEqual([]);
    expect(field('full_name')).toBeNull(); // still nothing personal on screen with the list
    expect(host.querySelector('.naya-quotes legend')!.textContent).toBe(en.legend);
    expect(document.activeElement).toBe(host.querySelector('.naya-quotes input[value=l-a]')); // the list has the focus

    await choose('l-b');
    // the details: name, phone, NIC and the consent naming only the chosen, not yet agreed to
    await until(() => document.activeElement === field('full_name'));
    expect(field('birth_year')).toBeNull();
    expect(consentLabel()).toBe(`${consentText.en} ${SENTENCE.en} Beta Leasing.`);
    expect(field('consent').checked).toBe(false);
    await fillDetails();
    await submitForm();
    await until(() => posts('/api/leads').length);
    expect(posts('/api/leads')[0]).toMatchObject({
      quote_request_id: 'qr-1',
      chosen: ['l-b'],
      consent: true,
      consent_version: CONSENT.version,
      nic: '199012345678',
      full_name: 'Nimal Perera',
      amount: 150_000,
      monthly_income: 85_000,
      district: 'Colombo',
    });
    expect(posts('/api/leads')[0]).not.toHaveProperty('refused');
    expect(posts('/api/leads')[0]).not.toHaveProperty('birth_year');
    expect(posts('/api/quotes')).toHaveLength(1);
    // every call before the lead carried nothing personal
    const lead = calls.findIndex((c) => c.url === `${api}/api/leads`);
    expect(JSON.stringify(calls.slice(0, lead))).not.toMatch(PERSONAL);

    const tracked = events().filter(([, name]) => name.startsWith('quote_'));
    expect(tracked).toEqual([
      ['track', 'quote_shown', { quotes: 2 }],
      ['track', 'quote_chosen', { chosen: 1 }],
    ]);
    expect(JSON.stringify(events())).not.toMatch(/Nimal|0712345678|199012345678|85000|150,?000|Beta|qr-1|1990/);
  });

  it('keeps up to the limit in the order shown, in Sinhala', async () => {
    quoteAnswers = [() => json(200, { ...ANSWER, quotes: [...ANSWER.quotes, quote('l-c', 'Ceylon Credit'), quote('l-d', 'Delta Loans')] })];
    await render('si');
    await fillNeed();
    await until(() => host.querySelector('.naya-quotes legend'));
    expect(host.querySelector('.naya-quotes legend')!.textContent).toBe(si.legend);
    expect(host.querySelector('.naya-quotes')!.textContent).toContain('රු.\u00a014,700');
    await choose('l-d', 'l-b', 'l-a', 'l-c');
    await until(() => field('consent'));
    expect(consentLabel()).toBe(`${consentText.si} ${SENTENCE.si} Alpha Finance, Beta Leasing, Delta Loans.`);
    await fillDetails();
    await submitForm();
    await until(() => posts('/api/leads').length);
    expect(posts('/api/leads')[0].chosen).toEqual(['l-a', 'l-b', 'l-d']);
  });

  const thisYear = Number(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 4)); // Colombo's
  it.each([
    ['en', en],
    ['si', si],
    ['ta', ta],
  ] as const)(
    'the year of birth, in %s: four digits giving an age of 18 to 75 this Colombo year, the error naming the field',
    async (lang, words) => {
      await render(lang);
      for (const [typed, error] of [
        ['', words.birthYearInvalid],
        ['90', words.birthYearInvalid],
        ['19x0', words.birthYearInvalid],
        [String(thisYear - 17), words.birthYearAge(18, 75)],
        [String(thisYear - 76), words.birthYearAge(18, 75)],
      ]) {
        await fillNeed({ birth_year: typed });
        expect(errorOf('birth_year'), typed).toBe(error);
        expect(field('birth_year').getAttribute('aria-invalid')).toBe('true');
        expect(document.activeElement).toBe(field('birth_year'));
      }
      expect(words.birthYearInvalid.startsWith(words.birthYear)).toBe(true); // says which field
      expect(words.birthYearAge(18, 75).startsWith(words.birthYear)).toBe(true);
      expect(posts('/api/quotes')).toEqual([]);
      // the limits themselves are accepted
      await fillNeed({ birth_year: String(thisYear - 75) });
      await until(() => posts('/api/quotes').length === 1);
      expect(posts('/api/quotes')[0].birth_year).toBe(thisYear - 75);
    },
  );

  it('shows the error on leaving the year of birth, and clears it while it is fixed', async () => {
    await render('en');
    await until(() => field('birth_year'));
    await type('birth_year', '2020');
    await act(async () => field('birth_year').focus());
    await act(async () => field('birth_year').blur());
    expect(errorOf('birth_year')).toBe(en.birthYearAge(18, 75));
    await type('birth_year', '1990');
    expect(errorOf('birth_year')).toBeUndefined();
  });

  it('names the NIC when its birth year is not the year given, in the browser: no lead until it agrees', async () => {
    await render('en');
    await fillNeed({ birth_year: '1985' });
    await choose('l-a');
    await fillDetails(); // NIC 199012345678: born 1990
    await submitForm();
    expect(errorOf('nic')).toBe(en.nicMismatch(1990, '1985'));
    expect(en.nicMismatch(1990, '1985').startsWith('NIC number:')).toBe(true);
    expect(field('nic').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('nic'));
    expect(posts('/api/leads')).toEqual([]);
    await type('nic', '851234567V'); // the old form: 1985
    await submitForm();
    await until(() => posts('/api/leads').length);
    expect(posts('/api/leads')[0]).toMatchObject({ quote_request_id: 'qr-1', chosen: ['l-a'], nic: '198512304567' }); // as the lead stores it
  });

  it('names the NIC on the server\u2019s 409 nic: quote_mismatch, keeping the choice and everything typed', async () => {
    leadAnswers = [json(409, { error: { code: 'conflict', message: '', fields: { nic: 'quote_mismatch' } } })];
    await render('ta');
    await fillNeed();
    await choose('l-a');
    await fillDetails();
    await submitForm();
    await until(() => errorOf('nic'));
    expect(errorOf('nic')).toBe(ta.nicMismatch(1990, '1990'));
    expect(Object.fromEntries(Object.keys(DETAILS).map((k) => [k, field(k).value]))).toEqual(DETAILS);
    expect(posts('/api/quotes')).toHaveLength(1); // not asked again
    await submitForm();
    await until(() => posts('/api/leads').length === 2);
    expect(posts('/api/leads')[1]).toMatchObject({ quote_request_id: 'qr-1', chosen: ['l-a'] });
  });

  it.each([
    ['a server error', () => json(500, { error: { code: 'internal' } })],
    ['only published offers', () => json(200, { ...ANSWER, quotes: ANSWER.quotes.map((q) => ({ ...q, source: 'published' })) })],
    ['no quote', () => json(200, { ...ANSWER, quotes: [] })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s goes on as before quotes, at the contact step, everything typed kept; the lead goes without a choice', async (_, answer) => {
    quoteAnswers = [answer];
    await render('en');
    await fillNeed();
    await until(() => field('full_name'));
    expect(host.querySelector('.naya-quotes')).toBeNull();
    expect(field('birth_year')).toBeNull();
    // the form as before quotes: its steps, at the contact step, the need as typed
    expect(host.querySelector('.naya-progress')!.textContent).toBe(`Step 2 of 4: ${messagesFor('en').steps.names[1]}`);
    expect(host.querySelector('.naya-step[data-current] legend')!.textContent).toBe(messagesFor('en').steps.names[1]);
    await until(() => document.activeElement === field('full_name'));
    const { birth_year: _b, ...need } = NEED;
    expect(Object.fromEntries(Object.keys(need).map((k) => [k, field(k).value]))).toEqual(need);
    for (const [k, v] of Object.entries(DETAILS)) await type(k, v);
    await act(async () => field('consent').click());
    expect(consentLabel()).toBe(CONSENT.text.en); // every lender, as before quotes
    await submitForm();
    await until(() => posts('/api/leads').length);
    expect(posts('/api/quotes')).toHaveLength(1);
    const lead = posts('/api/leads')[0];
    expect(lead).not.toHaveProperty('quote_request_id');
    expect(lead).not.toHaveProperty('chosen');
    expect(lead).toMatchObject({ amount: 150_000, monthly_income: 85_000, nic: '199012345678', consent_version: CONSENT.version });
    expect(events().filter(([, name]) => name.startsWith('quote_'))).toEqual([]);
  });

  it('is today\u2019s form when the server says quotes cannot be had (quotes: false): no need step, no quote asked', async () => {
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return url.endsWith('/api/consent') ? json(200, { ...CONSENT, quotes: false }) : json(201, { lead_id: 'lead-2', lead_token: 't' });
    });
    await render('en');
    await until(() => !field('consent').disabled);
    expect(field('birth_year')).toBeNull();
    expect(host.querySelector('.naya-progress')!.textContent).toBe(`Step 1 of 4: ${messagesFor('en').steps.names[0]}`);
    for (const [k, v] of Object.entries({ ...DETAILS, ...NEED })) if (k !== 'birth_year') await type(k, v);
    await act(async () => field('consent').click());
    await submitForm();
    await until(() => posts('/api/leads').length);
    expect(posts('/api/quotes')).toEqual([]);
    expect(posts('/api/leads')[0]).not.toHaveProperty('chosen');
  });

  it('on 409 quote_expired asks for quotes again, keeps everything typed, and sends the new choice', async () => {
    quoteAnswers = [() => json(200, ANSWER), () => json(200, { ...ANSWER, quote_request_id: 'qr-2' })];
    leadAnswers = [json(409, { error: { code: 'conflict', message: '', fields: { chosen: 'quote_expired' } } })];
    await render('en');
    await fillNeed();
    await choose('l-a');
    await fillDetails();
    await submitForm();
    // refused: the list again, saying why, from a new request for the same need
    await until(() => host.querySelector('.naya-quotes .naya-info'));
    expect(host.querySelector('.naya-quotes .naya-info')!.textContent).toBe(en.expired);
    expect(posts('/api/quotes')).toHaveLength(2);
    expect(posts('/api/quotes')[1]).toEqual(posts('/api/quotes')[0]);
    await choose('l-a');
    await until(() => field('consent'));
    expect(Object.fromEntries(Object.keys(DETAILS).map((k) => [k, field(k).value]))).toEqual(DETAILS);
    expect(field('consent').checked).toBe(false); // to agree to again
    await act(async () => field('consent').click());
    await submitForm();
    await until(() => posts('/api/leads').length === 2);
    expect(posts('/api/leads').map((l) => [l.quote_request_id, l.chosen])).toEqual([
      ['qr-1', ['l-a']],
      ['qr-2', ['l-a']],
    ]);
  });

  it('asks again after the need is changed from the details, keeping the details typed', async () => {
    await render('en');
    await fillNeed();
    await choose('l-a');
    await fillDetails();
    await click([...host.querySelectorAll('button')].find((b) => b.textContent === en.changeNeed)!);
    await until(() => field('amount'));
    expect(field('amount').value).toBe('150,000');
    expect(field('birth_year').value).toBe('1990');
    await type('amount', '200000');
    await submitForm();
    await until(() => posts('/api/quotes').length === 2);
    expect(posts('/api/quotes')[1].amount).toBe('200000');
    await choose('l-b');
    await until(() => field('full_name'));
    expect(Object.fromEntries(Object.keys(DETAILS).map((k) => [k, field(k).value]))).toEqual(DETAILS);
    expect(consentLabel()).toBe(`${consentText.en} ${SENTENCE.en} Beta Leasing.`);
    await act(async () => field('consent').click());
    await submitForm();
    await until(() => posts('/api/leads').length);
    expect(posts('/api/leads')[0]).toMatchObject({ amount: 200_000, chosen: ['l-b'] });
  });
});
