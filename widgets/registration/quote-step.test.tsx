// The quote step against a scripted server (fetch is the boundary): what it asks, what it shows,
// what the person may choose, and when the form goes on without quotes.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteRequest, QuotesAnswer } from '../../common/quotes';
import { askQuotes, isQuoteExpired, QUOTE_CLIENT_WAIT_MS, toggleChoice } from './quote-api';
import { quoteCopy as en } from './quote-copy-en';
import { quoteCopy as si } from './quote-copy-si';
import { quoteCopy as ta } from './quote-copy-ta';
import { loadQuoteStep } from './quote-load';
import { formatLKR, formatPercent } from '../../common/domain/money';
import { QuoteLoading, QuoteStep } from './quote-step';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const request: QuoteRequest = {
  amount: 200_000,
  term_days: 365,
  monthly_income: 90_000,
  employment: 'salaried',
  district: 'Colombo',
  birth_year: 1990,
  lang: 'en',
};
const quote = (lender_id: string, lender: string, extra: Partial<QuotesAnswer['quotes'][number]> = {}) => ({
  quote_id: `q-${lender_id}`,
  lender_id,
  lender,
  source: 'quote' as const,
  label: 'pre_approved' as const,
  apr: 24.5,
  monthly_payment: 18_950,
  total_cost: 27_400,
  amount: 200_000,
  term_days: 365,
  valid_until: '2026-11-28T10:00:00.000Z',
  odds: { approved: 43, of: 120 },
  ...extra,
});
const answer: QuotesAnswer = {
  quote_request_id: 'qr-1',
  quotes: [
    quote('l-a', 'Alpha Finance'),
    quote('l-b', 'Beta Leasing', { label: 'likely', odds: null }),
    quote('l-c', 'Ceylon Credit', { source: 'published', label: 'published', valid_until: null }),
    quote('l-d', 'Delta Loans'),
  ],
  waiting: [],
};

let calls: { url: string; body: unknown; signal?: AbortSignal | null }[];
let next: () => Promise<Response>;
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  next = async () => reply(200, answer);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)), signal: init.signal });
    return next();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('askQuotes', () => {
  it('posts the loan need to /api/quotes and returns the quotes', async () => {
    expect(await askQuotes('https://api.test/', request)).toEqual({ kind: 'quotes', answer });
    expect(calls).toEqual([{ url: 'https://api.test/api/quotes', body: request, signal: expect.any(AbortSignal) }]);
  });

  it.each([
    ['a server error', async () => reply(500, { error: { code: 'internal' } })],
    ['a refusal', async () => reply(400, { error: { code: 'validation', fields: { birth_year: 'age_range' } } })],
    ['no quote', async () => reply(200, { ...answer, quotes: [] })],
    [
      'only published offers (no lender priced the need)',
      async () => reply(200, { ...answer, quotes: [{ ...answer.quotes[2], source: 'published' }] }),
    ],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
  ])('goes on without quotes after %s', async (_name, answerWith) => {
    next = answerWith;
    expect(await askQuotes('https://api.test', request)).toEqual({ kind: 'none' });
  });

  it(`stops waiting after ${QUOTE_CLIENT_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    next = () =>
      new Promise((_resolve, reject) =>
        calls.at(-1)!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const outcome = askQuotes('https://api.test', request);
    await vi.advanceTimersByTimeAsync(QUOTE_CLIENT_WAIT_MS - 1);
    expect(calls[0].signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({ kind: 'none' });
  });
});

describe('choice', () => {
  const shown = ['l-a', 'l-b', 'l-c', 'l-d'];
  it('keeps the order shown, whatever the order of the ticks, and at most 3', () => {
    let chosen: string[] = [];
    for (const id of ['l-c', 'l-a', 'l-d', 'l-b']) chosen = toggleChoice(shown, chosen, id);
    expect(chosen).toEqual(['l-a', 'l-c', 'l-d']);
    expect(toggleChoice(shown, chosen, 'l-c')).toEqual(['l-a', 'l-d']);
    expect(toggleChoice(shown, [], 'not-shown')).toEqual([]);
  });
  it('knows an expired quote refusal', () => {
    expect(isQuoteExpired(409, { error: { code: 'conflict', fields: { chosen: 'quote_expired' } } })).toBe(true);
    expect(isQuoteExpired(409, { error: { code: 'conflict', fields: { quote_request_id: 'quote_request_expired' } } })).toBe(true);
    expect(isQuoteExpired(409, { error: { code: 'conflict', fields: { quote_request_id: 'quote_request_unknown' } } })).toBe(false);
    expect(isQuoteExpired(400, null)).toBe(false);
  });
});

describe('QuoteStep', () => {
  let root: Root;
  let host: HTMLElement;
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });
  function render(copy: typeof en, lang: 'en' | 'si' | 'ta', onChoose: (c: string[]) => void = () => {}) {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root.render(<QuoteStep copy={copy} lang={lang} format={{ formatLKR, formatPercent }} answer={answer} onChoose={onChoose} />));
  }
  const boxes = () => [...host.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];

  it('shows each quote with its label, APR, money in whole rupees, odds and validity, in a fieldset', () => {
    render(en, 'en');
    expect(host.querySelector('fieldset legend')!.textContent).toBe(en.legend);
    const first = host.querySelector('.naya-quote')!.textContent!;
    expect(first).toContain('Alpha Finance');
    expect(first).toContain('Pre-approved');
    expect(first).toContain('24.5%');
    expect(first).toContain('LKR\u00a018,950');
    expect(first).toContain('LKR\u00a027,400');
    expect(first).toContain('43 of 120 similar applications approved');
    expect(first).toContain('Valid until 2026-11-28 15:30');
    const quotes = [...host.querySelectorAll('.naya-quote')].map((q) => q.textContent);
    expect(quotes[1]).not.toContain('similar applications');
    expect(quotes[2]).toContain('Published rate');
    expect(quotes[2]).not.toContain('Valid until');
  });

  it.each([
    ['si', si, 'රු.\u00a018,950', 'සමාන අයදුම්පත් 120කින් 43ක් අනුමත විය'],
    ['ta', ta, 'ரூ.\u00a018,950', 'இது போன்ற 120 விண்ணப்பங்களில் 43 அங்கீகரிக்கப்பட்டன'],
  ] as const)('speaks %s', (lang, copy, money, odds) => {
    render(copy, lang);
    expect(host.querySelector('legend')!.textContent).toBe(copy.legend);
    expect(host.textContent).toContain(money);
    expect(host.textContent).toContain(odds);
  });

  it('asks for a choice, lets at most 3 be ticked, and hands them on in the order shown', () => {
    const chosen: string[][] = [];
    render(en, 'en', (c) => chosen.push(c));
    act(() => host.querySelector('form')!.requestSubmit());
    expect(host.querySelector('[role=alert]')!.textContent).toBe(en.noneChosen);
    expect(chosen).toEqual([]);
    for (const i of [3, 0, 1]) act(() => boxes()[i].click());
    expect(boxes().map((b) => [b.checked, b.disabled])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [true, false],
    ]);
    act(() => host.querySelector('form')!.requestSubmit());
    expect(chosen).toEqual([['l-a', 'l-b', 'l-d']]);
    expect(host.querySelector('[role=alert]')!.textContent).toBe('');
  });
});

describe('QuoteLoading', () => {
  it('says in a polite live region that offers are being asked for', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<QuoteLoading copy={ta} />));
    const status = host.querySelector('[role=status]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe(ta.loading);
    act(() => root.unmount());
    host.remove();
  });
});

describe('loadQuoteStep', () => {
  it.each([
    ['si', si],
    ['ta', ta],
    ['en', en],
  ] as const)('loads the step with its %s words', async (lang, copy) => {
    const loaded = await loadQuoteStep(lang);
    expect(loaded?.copy).toBe(copy);
    expect(loaded?.QuoteStep).toBe(QuoteStep);
    expect(loaded?.askQuotes).toBe(askQuotes);
  });
});
