// Money and numbers as people in Sri Lanka read them: si → 'රු. 1,234,568', en → 'LKR 1,234,568',
// ta → 'ரூ. 1,234,568',
// en narrow → 'Rs 1,234,568'. The gap after the symbol is a no-break space (U+00A0), so a sum never
// wraps away from its currency.
// The symbol is ours, not ICU's: Node's full ICU prints 'රු.' for si-LK while Debian's Chromium
// (no si-LK currency data) prints 'LKR', and the site is rendered in Node then hydrated in the
// browser, so ICU symbols made React throw away server HTML (hydration error #418). Digits and
// grouping are en-LK's, written by hand (grouped): every language writes 1,234,568.

import type { Lang } from '../lang';
// Tamil: ரூ., as Sri Lankan banks and the Central Bank's Tamil pages write the rupee.
const SYMBOL = { si: 'රු.', en: 'LKR', ta: 'ரூ.', narrow: 'Rs' } as const;
const NBSP = '\u00a0';

export type MoneyOptions = {
  /** Cents: 0 (default, for amounts and payments) or 2. */
  fractionDigits?: 0 | 2;
  /** 'symbol' (default): the locale's own (රු. / LKR); 'narrow': 'Rs' in English. */
  display?: 'symbol' | 'narrow';
};

/**
 * Western digits grouped by three, as en-LK writes them: 1,234,567.5. Built by hand, not with
 * Intl.NumberFormat: the first formatter a page builds starts ICU, about 100 ms of a slow phone's
 * main thread while the offers render. `value` is already rounded to `maxFraction` digits
 * (clean), so toFixed prints it exactly; money.test.ts checks the output against Intl's.
 */
function grouped(value: number, minFraction: number, maxFraction: number): string {
  const [whole, fraction = ''] = Math.abs(value).toFixed(maxFraction).split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${kept ? `.${kept}` : ''}`;
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
  const number = grouped(Math.abs(value), digits, digits);
  return `${value < 0 ? '-' : ''}${symbol}${NBSP}${number}`;
}

/** Grouped digits: 1,234,567 (both languages write Western digits and commas). */
export function formatNumber(value: number, _lang: Lang, maximumFractionDigits = 0): string {
  return grouped(clean(value, maximumFractionDigits), 0, maximumFractionDigits);
}

/** A rate given in percent (2.5 → '2.5%'). */
export function formatPercent(percent: number, _lang: Lang, maximumFractionDigits = 2): string {
  return `${grouped(clean(percent, maximumFractionDigits), 0, maximumFractionDigits)}%`;
}
