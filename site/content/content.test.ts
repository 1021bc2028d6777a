import { describe, expect, it } from 'vitest';
import {
  CLIENT_COOKIE, CLIENT_COOKIE_DAYS, CONSENT_COOKIE, CONSENT_COOKIE_DAYS, LANG_COOKIE, LANG_COOKIE_DAYS,
  PIXEL_COOKIE_DAYS, PIXEL_COOKIE_NAME, SESSION_COOKIE, SESSION_COOKIE_DAYS,
} from '../../loader/constants';
import * as content from './index';
import type { Article, Block, Localized, PolicyVersion } from './types';

const SINHALA = /[\u0D80-\u0DFF]/;
// Rakaransaya needs ZWJ between al-lakuna and ra (ශ්‍රී, ප්‍ර…); without it the word renders broken.
const RA_WITHOUT_ZWJ = /[\u0D9A-\u0DBA\u0DBC-\u0DC6]\u0DCA\u0DBB/;
// Yansaya words written here without ZWJ would render as a visible hal + ya.
const YANSAYA_WITHOUT_ZWJ = ['අවශ්ය', 'ව්යාපාර', 'සාමාන්ය', 'විචල්ය', 'මූල්ය', 'සත්ය', 'රහස්යතා'];

const isLocalized = (v: unknown): v is Localized<unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).sort().join() === 'en,si';

/** Every Localized value anywhere in the exported content, with where it was found. */
function collectLocalized(value: unknown, path: string, out: [string, Localized<unknown>][] = []) {
  if (isLocalized(value)) out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => collectLocalized(v, `${path}[${i}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) collectLocalized(v, `${path}.${k}`, out);
  return out;
}

const textsOf = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : (v as Block[]).flatMap((b) => ('text' in b ? [b.text] : b.items));

const allLocalized = collectLocalized(content, 'content');
const plain = (body: Block[]) => textsOf(body).join('\n');
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const grouped = (n: number) => Math.round(n).toLocaleString('en-US');
const article = (id: string): Article => content.articles.find((a) => a.id === id)!;
const bothLanguages = (a: Article) => [plain(a.body.si), plain(a.body.en)];

/** Instalment of a reducing-balance loan (annuity formula). */
const instalment = (principal: number, rate: number, months: number) =>
  (principal * rate) / (1 - (1 + rate) ** -months);

/** Monthly reducing-balance rate at which `principal` is repaid by `months` payments of `pay`. */
function rateFor(principal: number, pay: number, months: number) {
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (instalment(principal, mid, months) < pay) lo = mid;
    else hi = mid;
  }
  return lo;
}

function isRealDate(s: string) {
  const d = new Date(`${s}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

describe('localized values', () => {
  it('finds every kind of content', () => {
    expect(allLocalized.length).toBeGreaterThan(100);
  });

  it.each(allLocalized)('%s has non-empty Sinhala and English', (_path, value) => {
    for (const lang of ['si', 'en'] as const) {
      const texts = textsOf(value[lang]);
      expect(texts.length).toBeGreaterThan(0);
      for (const t of texts) expect(t.trim()).not.toBe('');
    }
  });

  it.each(allLocalized)('%s: Sinhala has Sinhala letters, English has none', (_path, value) => {
    for (const t of textsOf(value.si)) expect(t).toMatch(SINHALA);
    for (const t of textsOf(value.en)) expect(t).not.toMatch(SINHALA);
  });

  it.each(allLocalized)('%s: Sinhala conjuncts keep their ZWJ', (_path, value) => {
    for (const t of textsOf(value.si)) {
      expect(t).not.toMatch(RA_WITHOUT_ZWJ);
      for (const broken of YANSAYA_WITHOUT_ZWJ) expect(t).not.toContain(broken);
    }
  });

  it('writes ශ්‍රී ලංකා with its ZWJ', () => {
    const si = allLocalized.flatMap(([, v]) => textsOf(v.si)).join('\n');
    expect(si).toContain('\u0DC1\u0DCA\u200D\u0DBB\u0DD3 \u0DBD\u0D82\u0D9A\u0DCF');
  });
});

describe('blog', () => {
  it('has at least five articles with unique slug ids and real dates', () => {
    const ids = content.articles.map((a) => a.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of content.articles) {
      expect(a.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(isRealDate(a.date)).toBe(true);
      expect(a.readingMinutes).toBeGreaterThan(0);
    }
  });

  it.each(content.articles.map((a) => [a.id, a] as const))('%s is 400–700 words in each language', (_id, a) => {
    for (const text of bothLanguages(a)) {
      expect(words(text)).toBeGreaterThanOrEqual(400);
      expect(words(text)).toBeLessThanOrEqual(700);
    }
  });

  it('flat vs reducing: every figure matches the annuity formula', () => {
    const flatPay = (100_000 * (1 + 0.02 * 12)) / 12;
    const equivalent = rateFor(100_000, flatPay, 12);
    const at2 = instalment(100_000, 0.02, 12);
    const at35 = instalment(100_000, 0.035, 12);
    const figures = [
      grouped(flatPay), grouped(flatPay * 12), grouped(at2), grouped(at2 * 12), grouped(at2 * 12 - 100_000),
      (equivalent * 100).toFixed(2), grouped(at35), grouped(at35 * 12),
      (equivalent * 1200).toFixed(1), (((1 + equivalent) ** 12 - 1) * 100).toFixed(1), (equivalent / 0.02).toFixed(2),
    ];
    expect(figures.slice(0, 8)).toEqual(['10,333', '124,000', '9,456', '113,472', '13,472', '3.48', '10,348', '124,181']);
    for (const text of bothLanguages(article('flat-vs-reducing-interest'))) {
      for (const f of figures) expect(text).toContain(f);
    }
  });

  it('fees and APR: compounding and the fee-deducted rate match the formula', () => {
    const pay = instalment(100_000, 0.02, 12);
    const figures = [(1.02 ** 12 * 100 - 100).toFixed(1), grouped(pay), `${(rateFor(97_000, pay, 12) * 100).toFixed(1)}%`];
    for (const text of bothLanguages(article('interest-rates-fees-and-apr'))) {
      for (const f of figures) expect(text).toContain(f);
    }
  });

  it('borrow responsibly: term comparison and debt-service ratio match the formula', () => {
    const a = instalment(100_000, 0.03, 12);
    const b = instalment(100_000, 0.025, 24);
    const newLoan = instalment(100_000, 0.035, 12);
    const ratio = (((18_000 + Math.round(newLoan)) / 120_000) * 100).toFixed(1);
    const figures = [grouped(a), grouped(a * 12), grouped(b), grouped(b * 24), grouped(newLoan), grouped(18_000 + Math.round(newLoan)), ratio];
    for (const text of bothLanguages(article('borrow-responsibly-debt-service-ratio'))) {
      for (const f of figures) expect(text).toContain(f);
    }
  });
});

describe('policies', () => {
  const lists: [string, PolicyVersion[]][] = [['privacy', content.privacyPolicies], ['terms', content.termsVersions]];

  it.each(lists)('%s: versions 2026-11 (the one current) and 2025-06, effective on their own month', (_name, list) => {
    expect(list.map((v) => v.id)).toEqual(['2026-11', '2025-06']);
    expect(list.filter((v) => v.current).map((v) => v.id)).toEqual(['2026-11']);
    for (const v of list) {
      expect(isRealDate(v.effective)).toBe(true);
      expect(v.effective.startsWith(v.id)).toBe(true);
    }
  });

  it('the current privacy policy adds web push, separate marketing consent and 24-month retention', () => {
    const [current, old] = content.privacyPolicies.map((v) => plain(v.body.en));
    expect(current).toMatch(/web-push/);
    expect(current).toMatch(/separate marketing box/);
    expect(current).toMatch(/24 months after your last activity/);
    expect(old).not.toMatch(/push/i);
    expect(old).toMatch(/36 months after your last activity/);
  });

  it('both privacy versions name the Act, the rights, the contact and the Authority', () => {
    for (const v of content.privacyPolicies) {
      const [si, en] = [plain(v.body.si), plain(v.body.en)];
      expect(en).toContain('Personal Data Protection Act, No. 9 of 2022');
      expect(si).toContain('2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනත');
      for (const right of ['Access', 'Correction', 'Withdrawal of consent', 'Erasure']) expect(en).toContain(right);
      for (const text of [si, en]) expect(text).toContain('privacy@naya.lk');
      expect(en).toContain('Data Protection Authority of Sri Lanka');
    }
  });

  it('the cookies policy states each cookie with the lifetime the code uses', () => {
    const expected: [string, string][] = [
      [CLIENT_COOKIE, `${CLIENT_COOKIE_DAYS} days`],
      [SESSION_COOKIE, `${SESSION_COOKIE_DAYS * 24 * 60} minutes`],
      [CONSENT_COOKIE, `${CONSENT_COOKIE_DAYS} days`],
      [PIXEL_COOKIE_NAME, `${PIXEL_COOKIE_DAYS} day`],
      [LANG_COOKIE, `${LANG_COOKIE_DAYS} days`],
    ];
    const si = textsOf(content.cookiesPolicy.body.si);
    const en = textsOf(content.cookiesPolicy.body.en);
    const siUnits: Record<string, string> = { days: 'දින', day: 'දින', minutes: 'මිනිත්තු' };
    for (const [name, life] of expected) {
      const [n, unit] = life.split(' ');
      expect(en.find((t) => t.startsWith(`${name}:`))).toContain(life);
      expect(si.find((t) => t.startsWith(`${name}:`))).toContain(`${siUnits[unit]} ${n}`);
    }
    expect(en.join('\n')).toContain('kept for 6 months');
    expect(en.find((t) => t.startsWith(`${LANG_COOKIE}:`))).toContain('not currently used');
  });
});

describe('faq, reviews and pages', () => {
  it('has 8–10 FAQ items', () => {
    expect(content.faq.length).toBeGreaterThanOrEqual(8);
    expect(content.faq.length).toBeLessThanOrEqual(10);
  });

  it('has six reviews, every one marked as demo content, with ratings 1–5 and real dates', () => {
    expect(content.reviews).toHaveLength(6);
    for (const r of content.reviews) {
      expect(r.demo).toBe(true);
      expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(isRealDate(r.date)).toBe(true);
      expect(r.name).not.toMatch(SINHALA);
    }
  });

  it('covers the four offers pages, the two landing pages and 3–4 how-it-works steps', () => {
    expect(Object.keys(content.offersPages).sort()).toEqual(['offers', 'offers2', 'offers3', 'offers4']);
    expect(Object.keys(content.landing).sort()).toEqual(['offers', 'offers2']);
    expect(content.home.howItWorks.length).toBeGreaterThanOrEqual(3);
    expect(content.home.howItWorks.length).toBeLessThanOrEqual(4);
  });
});
