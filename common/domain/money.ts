// Money and numbers as people in Sri Lanka read them: si → 'රු. 1,234,568', en → 'LKR 1,234,568',
// ta → 'ரூ. 1,234,568',
// en narrow → 'Rs 1,234,568'. The gap after the symbol is a no-break space (U+00A0), so a sum never
// wraps away from its currency.
// The symbol is ours, not ICU's: Node's full ICU prints 'රු.' for si-LK while Debian's Chromium
// (no si-LK currency data) prints 'LKR', and the site is rendered in Node then hydrated in the
// browser, so ICU symbols made React throw away server HTML (hydration error #418). Digits and
// grouping come from en-LK, which every runtime has: both languages write 1,234,568.

import type { Lang } from '../lang';
const LOCALE = 'en-LK';
// Tamil: ரூ., as Sri Lankan banks and the Central Bank's Tamil pages write the rupee.
const SYMBOL = { si: 'රු.', en: 'LKR', ta: 'ரூ.', narrow: 'Rs' } as const;
const NBSP = '\u00a0';

export type MoneyOptions = {
  /** Cents: 0 (default, for amounts and payments) or 2. */
  fractionDigits?: 0 | 2;
  /** 'symbol' (default): the locale's own (රු. / LKR); 'narrow': 'Rs' in English. */
  display?: 'symbol' | 'narrow';
};

const cache = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is slow to build and the lists render many figures: build each once. */
function formatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(LOCALE, options)));
  return format;
}

/** Rounds away float dust and turns -0 into 0, so "-LKR 0" never shows. */
function clean(value: number, fractionDigits: number): number {
  const factor = 10 ** fractionDigits;
  return Math.round(value * factor) / factor || 0;
}

export function formatLKR(amount: number, lang: Lang, options: MoneyOptions = {}): string {
  const digits = options.fractionDigits ?? 0;
  const value = clean(amount, digits);
  const symbol = options.display === 'narrow' && lang === 'en' ? SYMBOL.narrow : SYMBOL[lang];
  const number = formatter({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${symbol}${NBSP}${number}`;
}

/** Grouped digits: 1,234,567 (both languages write Western digits and commas). */
export function formatNumber(value: number, _lang: Lang, maximumFractionDigits = 0): string {
  return formatter({ maximumFractionDigits }).format(clean(value, maximumFractionDigits));
}

/** A rate given in percent (2.5 → '2.5%'). */
export function formatPercent(percent: number, _lang: Lang, maximumFractionDigits = 2): string {
  return formatter({ style: 'percent', maximumFractionDigits }).format(clean(percent, maximumFractionDigits) / 100);
}
