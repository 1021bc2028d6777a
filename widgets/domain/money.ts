// Money and numbers as people in Sri Lanka read them, from the runtime's ICU data.
// Node 20 (ICU 78) and Chromium print: si → 'රු. 1,234,568', en → 'LKR 1,234,568', en with
// narrowSymbol → 'Rs 1,234,568'; the gap after the symbol is a no-break space (U+00A0), so a
// sum never wraps away from its currency.

export type Lang = 'si' | 'en';
const LOCALE: Record<Lang, string> = { si: 'si-LK', en: 'en-LK' };

export type MoneyOptions = {
  /** Cents: 0 (default, for amounts and payments) or 2. */
  fractionDigits?: 0 | 2;
  /** 'symbol' (default): the locale's own (රු. / LKR); 'narrow': 'Rs' in English. */
  display?: 'symbol' | 'narrow';
};

const cache = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is slow to build and the lists render many figures: build each once. */
function formatter(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = lang + JSON.stringify(options);
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(LOCALE[lang], options)));
  return format;
}

/** Rounds away float dust and turns -0 into 0, so "-LKR 0" never shows. */
function clean(value: number, fractionDigits: number): number {
  const factor = 10 ** fractionDigits;
  return Math.round(value * factor) / factor || 0;
}

export function formatLKR(amount: number, lang: Lang, options: MoneyOptions = {}): string {
  const digits = options.fractionDigits ?? 0;
  return formatter(lang, {
    style: 'currency',
    currency: 'LKR',
    currencyDisplay: options.display === 'narrow' ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(clean(amount, digits));
}

/** Grouped digits: 1,234,567 (both languages write Western digits and commas). */
export function formatNumber(value: number, lang: Lang, maximumFractionDigits = 0): string {
  return formatter(lang, { maximumFractionDigits }).format(clean(value, maximumFractionDigits));
}

/** A rate given in percent (2.5 → '2.5%'). */
export function formatPercent(percent: number, lang: Lang, maximumFractionDigits = 2): string {
  return formatter(lang, { style: 'percent', maximumFractionDigits }).format(clean(percent, maximumFractionDigits) / 100);
}
