import { describe, expect, it } from 'vitest';
import { CLIENT_COOKIE, CLIENT_COOKIE_DAYS } from '../../common/cookies';
import {
  EVENT_QUEUE_KEY,
  LEAD_ID_KEY,
  LEAD_TOKEN_KEY,
  PIXEL_COOKIE_DAYS,
  PIXEL_COOKIE_NAME,
  SESSION_COOKIE,
  SESSION_COOKIE_DAYS,
  UTM_KEY,
} from '../../loader/constants';
import { PUSH_ACCEPTED_KEY, PUSH_TOKEN_KEY, PUSH_UPDATED_KEY, TOKEN_FAILED_AT_KEY } from '../../loader/push/constants';
import { PROMPT_DISMISSED_KEY } from '../../loader/push/dismissal';
import { RESENT_KEY } from '../../loader/push/resend';
import { SW_CHECK_KEY } from '../../loader/push/worker-check';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, FINGERPRINT_KEY, LANG_COOKIE, LANG_COOKIE_DAYS } from '../constants';
import { createHash } from 'node:crypto';
import { LANGS } from '../../common/lang';
import { formatTerm } from '../../common/format/all';
import { fillPolicy, legalSettings } from '../build/legal';
import { consentText, marketingText } from '../../widgets/domain/messages';
import { si as siWidget } from '../../widgets/i18n/si';
import siMessages from '../messages/si.json';
import * as content from './index';
import type { Article, Block, Localized, PolicyVersion } from './types';

const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;
// Rakaransaya needs ZWJ between al-lakuna and ra (ශ්‍රී, ප්‍ර…); without it the word renders broken.
const RA_WITHOUT_ZWJ = /[\u0D9A-\u0DBA\u0DBC-\u0DC6]\u0DCA\u0DBB/;
// Yansaya words written here without ZWJ would render as a visible hal + ya.
const YANSAYA_WITHOUT_ZWJ = ['අවශ්ය', 'ව්යාපාර', 'සාමාන්ය', 'විචල්ය', 'මූල්ය', 'සත්ය', 'රහස්යතා'];

const keysOf = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.keys(v).sort().join() : '');
const isLocalized = (v: unknown): v is Localized<unknown> => keysOf(v) === [...LANGS].sort().join();
/** Text published before Tamil was added (old policy versions): Sinhala and English only. */
const isPublishedBeforeTamil = (v: unknown) => keysOf(v) === 'en,si';

/** Every Localized value anywhere in the exported content, with where it was found. */
function collectLocalized(value: unknown, path: string, out: [string, Localized<unknown>][] = []) {
  if (isLocalized(value)) out.push([path, value]);
  else if (isPublishedBeforeTamil(value)) published.push(path);
  else if (Array.isArray(value)) value.forEach((v, i) => collectLocalized(v, `${path}[${i}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) collectLocalized(v, `${path}.${k}`, out);
  return out;
}

const textsOf = (v: unknown): string[] => (typeof v === 'string' ? [v] : (v as Block[]).flatMap((b) => ('text' in b ? [b.text] : b.items)));

const published: string[] = [];
const allLocalized = collectLocalized(content, 'content');
const plain = (body: Block[]) => textsOf(body).join('\n');
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const grouped = (n: number) => Math.round(n).toLocaleString('en-US');
const article = (id: string): Article => content.articles.find((a) => a.id === id)!;
const bothLanguages = (a: Article) => LANGS.map((lang) => plain(a.body[lang]));

/** Instalment of a reducing-balance loan (annuity formula). */
const instalment = (principal: number, rate: number, months: number) => (principal * rate) / (1 - (1 + rate) ** -months);

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
    expect(allLocalized.length).toBeGreaterThan(90); // old policy versions are counted apart
  });

  it('has every language everywhere, except old policy versions, published before Tamil', () => {
    const old = [...content.privacyPolicies, ...content.termsVersions].filter((v) => !('ta' in v.body)).map((v) => v.id);
    expect(old.sort()).toEqual(['2025-06', '2025-06', '2026-11', '2026-11']);
    expect(
      published.every((path) => /^content\.(privacyPolicies|termsVersions)\[[23]\]\.(title|body)$/.test(path)),
      published.join(),
    ).toBe(true);
  });

  it.each(allLocalized)('%s has the same structure in every language', (_path, value) => {
    const shape = (v: unknown) =>
      typeof v === 'string' ? 'text' : (v as Block[]).map((b) => ('text' in b ? b.type : `${b.type}${b.items.length}`)).join();
    for (const lang of LANGS) expect(shape(value[lang]), lang).toBe(shape(value.si));
  });

  it.each(allLocalized)('%s has non-empty text in every language', (_path, value) => {
    for (const lang of LANGS) {
      const texts = textsOf(value[lang]);
      expect(texts.length).toBeGreaterThan(0);
      for (const t of texts) expect(t.trim()).not.toBe('');
    }
  });

  it.each(allLocalized)('%s: Sinhala has Sinhala letters, Tamil Tamil letters, English neither', (_path, value) => {
    for (const t of textsOf(value.si)) expect(t).toMatch(SINHALA);
    for (const t of textsOf(value.en)) expect(t).not.toMatch(SINHALA);
    for (const t of textsOf(value.en)) expect(t).not.toMatch(TAMIL);
    for (const t of textsOf(value.ta)) expect(t).toMatch(TAMIL);
    for (const t of textsOf(value.ta)) expect(t).not.toMatch(SINHALA);
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
      grouped(flatPay),
      grouped(flatPay * 12),
      grouped(at2),
      grouped(at2 * 12),
      grouped(at2 * 12 - 100_000),
      (equivalent * 100).toFixed(2),
      grouped(at35),
      grouped(at35 * 12),
      (equivalent * 1200).toFixed(1),
      (((1 + equivalent) ** 12 - 1) * 100).toFixed(1),
      (equivalent / 0.02).toFixed(2),
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
    const figures = [
      grouped(a),
      grouped(a * 12),
      grouped(b),
      grouped(b * 24),
      grouped(newLoan),
      grouped(18_000 + Math.round(newLoan)),
      ratio,
    ];
    for (const text of bothLanguages(article('borrow-responsibly-debt-service-ratio'))) {
      for (const f of figures) expect(text).toContain(f);
    }
  });
});

describe('policies', () => {
  const lists: [string, PolicyVersion[]][] = [
    ['privacy', content.privacyPolicies],
    ['terms', content.termsVersions],
  ];

  it.each(lists)(
    '%s: versions 2026-11-28 (the one current), 2026-11-23, 2026-11 and 2025-06, effective on their own date',
    (_name, list) => {
      expect(list.map((v) => v.id)).toEqual(['2026-11-28', '2026-11-23', '2026-11', '2025-06']);
      expect(list.filter((v) => v.current).map((v) => v.id)).toEqual(['2026-11-28']);
      for (const v of list) {
        expect(isRealDate(v.effective)).toBe(true);
        expect(v.effective.startsWith(v.id)).toBe(true);
      }
    },
  );

  it('the current privacy policy adds web push, separate marketing consent and 24-month retention', () => {
    const [current, , , old] = content.privacyPolicies.map((v) => plain(v.body.en));
    expect(current).toMatch(/web-push/);
    expect(current).toMatch(/separate marketing box/);
    expect(current).toMatch(/24 months after your last activity/);
    expect(old).not.toMatch(/push/i);
    expect(old).toMatch(/36 months after your last activity/);
  });

  it('every privacy version names the Act, the rights, the contact and the Authority', () => {
    for (const raw of content.privacyPolicies) {
      const v = fillPolicy(raw, legalSettings({}));
      const [si, en] = [plain(v.body.si), plain(v.body.en)];
      expect(en).toContain('Personal Data Protection Act, No. 9 of 2022');
      expect(si).toContain('2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනත');
      for (const right of ['Access', 'Correction', 'Withdrawal of consent', 'Erasure']) expect(en).toContain(right);
      for (const text of [si, en]) expect(text).toContain('privacy@naya.lk');
      expect(en).toContain('Data Protection Authority of Sri Lanka');
    }
  });

  it('old versions stay exactly as published', () => {
    const digest = (v: PolicyVersion) =>
      createHash('sha256')
        .update(JSON.stringify([v.title, v.body]))
        .digest('hex')
        .slice(0, 16);
    const old = Object.fromEntries(
      [...content.privacyPolicies, ...content.termsVersions].filter((v) => !v.current).map((v) => [`${v.title.en} ${v.id}`, digest(v)]),
    );
    expect(old).toEqual(PUBLISHED_DIGESTS);
  });

  it('the current privacy policy names the controller and DPO from configuration, transfers abroad and the reply period', () => {
    const env = {
      NAYA_CONTROLLER_NAME: 'Naya Lanka (Pvt) Ltd',
      NAYA_CONTROLLER_ADDRESS: '1 Galle Road, Colombo 3',
      NAYA_DPO_EMAIL: 'dpo@example.lk',
    };
    const v = { body: fillPolicy(content.privacyPolicies[0], legalSettings(env)).body as Localized<Block[]> };
    for (const lang of LANGS) {
      const text = plain(v.body[lang]);
      for (const value of Object.values(env)) expect(text, lang).toContain(value);
      expect(text, lang).not.toMatch(/\{\w+\}/);
      expect(text, lang).toContain('Firebase');
      expect(text, lang).toContain('21');
    }
    expect(plain(v.body.en)).toContain('within 21 working days');
    expect(plain(v.body.en)).toContain('outside Sri Lanka');
    expect(plain(v.body.si)).toContain('වැඩ කරන දින 21ක්');
    expect(plain(v.body.ta)).toContain('21 வேலை நாட்களுக்குள்');
    expect(plain(v.body.ta)).toContain('தரவுப் பாதுகாப்பு உத்தியோகத்தர்');
    expect(() => legalSettings({ NAYA_DPO_EMAIL: 'not an address' })).toThrow(/NAYA_DPO_EMAIL/);
    expect(plain(fillPolicy(content.privacyPolicies[0], legalSettings({})).body.en)).toContain('privacy@naya.lk');
  });

  it('the unlicensed-lenders article names the Financial Consumer Relations Department and the Financial Ombudsman', () => {
    const a = article('spot-unlicensed-lenders-and-loan-scams');
    expect(plain(a.body.en)).toContain('Financial Consumer Relations Department');
    expect(plain(a.body.en)).toContain('Financial Ombudsman');
    expect(plain(a.body.si)).toContain('මූල්‍ය පාරිභෝගික සබඳතා දෙපාර්තමේන්තුව');
    expect(plain(a.body.si)).toContain('මූල්‍ය ඔම්බුඩ්ස්මන්');
    expect(plain(a.body.ta)).toContain('நிதியியல் நுகர்வோர் தொடர்புகள் திணைக்களத்துக்கு');
    expect(plain(a.body.ta)).toContain('நிதியியல் குறைகேள் அதிகாரி');
  });

  it("the cookies policy states each cookie with the lifetime the code uses, in DESIGN's units (365 days is 1 year)", () => {
    // days, or minutes for the session cookie
    const expected: [string, { days: number } | { minutes: number }][] = [
      [CLIENT_COOKIE, { days: CLIENT_COOKIE_DAYS }],
      [SESSION_COOKIE, { minutes: SESSION_COOKIE_DAYS * 24 * 60 }],
      [CONSENT_COOKIE, { days: CONSENT_COOKIE_DAYS }],
      [PIXEL_COOKIE_NAME, { days: PIXEL_COOKIE_DAYS }],
      [LANG_COOKIE, { days: LANG_COOKIE_DAYS }],
    ];
    // Sinhala running text: the count takes -ක් (මාස 6ක්), and one unit reads as a noun (වසරක්, දිනක්)
    const siLife = (days: number) => ({ 365: 'වසරක්', 1: 'දිනක්' })[days] ?? `${formatTerm(days, 'si')}ක්`;
    const life = (l: { days: number } | { minutes: number }, lang: 'si' | 'en' | 'ta') =>
      'minutes' in l
        ? { si: `මිනිත්තු ${l.minutes}`, en: `${l.minutes} minutes`, ta: `${l.minutes} நிமிடங்கள்` }[lang]
        : lang === 'si'
          ? siLife(l.days)
          : formatTerm(l.days, lang);
    const si = textsOf(content.cookiesPolicy.body.si);
    const en = textsOf(content.cookiesPolicy.body.en);
    const ta = textsOf(content.cookiesPolicy.body.ta);
    for (const [name, l] of expected) {
      expect(en.find((t) => t.startsWith(`${name}:`))).toContain(life(l, 'en'));
      expect(si.find((t) => t.startsWith(`${name}:`))).toContain(life(l, 'si'));
      expect(ta.find((t) => t.startsWith(`${name}:`))).toContain(life(l, 'ta'));
    }
    expect(en.find((t) => t.startsWith(`${CONSENT_COOKIE}:`))).toContain('Kept for 1 year.');
    for (const texts of [si, en, ta]) expect(texts.join('\n')).not.toMatch(/365|180/);
    expect(en.join('\n')).toContain('kept for 6 months');
    expect(en.find((t) => t.startsWith(`${LANG_COOKIE}:`))).toContain('not currently used');
  });
});

describe('the cookie policy names every key the loader stores', () => {
  it('in each language: every localStorage and sessionStorage key of loader/', () => {
    const keys = [
      LEAD_ID_KEY,
      LEAD_TOKEN_KEY,
      EVENT_QUEUE_KEY,
      UTM_KEY,
      PUSH_TOKEN_KEY,
      PUSH_UPDATED_KEY,
      PUSH_ACCEPTED_KEY,
      TOKEN_FAILED_AT_KEY,
      RESENT_KEY,
      PROMPT_DISMISSED_KEY,
      SW_CHECK_KEY,
      FINGERPRINT_KEY,
    ];
    for (const lang of ['si', 'en', 'ta'] as const) {
      const names = textsOf(content.cookiesPolicy.body[lang]).flatMap((t) => (/^([\w, ]+?)(?: \(|:)/.exec(t)?.[1] ?? '').split(', '));
      for (const key of keys) expect(names, `${lang}: ${key}`).toContain(key);
    }
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

/** Old policy versions as published (title and body); changing one of these is a new version. */
const PUBLISHED_DIGESTS: Record<string, string> = {
  'Privacy policy 2025-06': '813c9fd5397bc543',
  'Privacy policy 2026-11': 'd5abf6a0ce70ec67',
  'Privacy policy 2026-11-23': '6ac62f4403aa4806',
  'Terms and conditions 2025-06': 'c60784e9cec802ae',
  'Terms and conditions 2026-11': '90366dc7221d289f',
  'Terms and conditions 2026-11-23': '14eda6f792ec5e7c',
};

describe('Sinhala as a careful writer puts it (current content, site and widget copy)', () => {
  const current = allLocalized.flatMap(([, v]) => textsOf(v.si));
  const copy = [
    ...Object.values(siMessages),
    ...Object.values(siWidget).filter((v): v is string => typeof v === 'string'),
    consentText.si,
    marketingText.si,
  ];
  const sinhala = [...current, ...copy].join('\n');

  it('writes පුද්ගලික දත්ත as the Act does, and the fingerprint as a browser value', () => {
    expect(sinhala).not.toContain('පෞද්ගලික');
    expect(sinhala).not.toContain('ඇඟිලි සලකුණ');
  });

  it('uses written conditionals, not spoken ones', () => {
    for (const spoken of ['දුන්නොත්', 'ගත්තොත්', 'වැරදුණොත්', 'නොවුණොත්', 'ගන්නම්']) expect(sinhala).not.toContain(spoken);
  });

  it('has none of the calques the review found', () => {
    for (const calque of ['ගොඩබසින', 'අනුපාතිකය', 'පමණ පමණි', 'ලබා දෙන්න ඔබ', 'යවන්න ආයතනයේ', 'පෙන්වන්න ආයතනය'])
      expect(sinhala).not.toContain(calque);
  });

  it('writes the brand one way in running text', () => {
    const running = [...allLocalized.flatMap(([, v]) => LANGS.flatMap((l) => textsOf(v[l]))), ...copy];
    // The logo (messages 'brand') is the lowercase wordmark; running text writes Naya.
    expect(running.filter((t) => t !== 'naya' && /(^|[^\w@.])naya(?![\w.@])/.test(t))).toEqual([]);
  });
});
