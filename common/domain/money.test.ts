import { describe, expect, it, vi } from 'vitest';
import { formatLKR, formatNumber, formatPercent } from './money';

const NBSP = '\u00a0';

// What Node 20's ICU prints (checked by hand with Intl.NumberFormat in this Node).
describe('formatLKR', () => {
  it('writes rupees in Sinhala as රු. and in English as LKR, whole rupees by default', () => {
    expect(formatLKR(1_234_567.5, 'si')).toBe(`රු.${NBSP}1,234,568`);
    expect(formatLKR(1_234_567.5, 'en')).toBe(`LKR${NBSP}1,234,568`);
    expect(formatLKR(5000, 'si')).toBe(`රු.${NBSP}5,000`);
    expect(formatLKR(1_234_567.5, 'ta')).toBe(`ரூ.${NBSP}1,234,568`);
  });

  it('shows cents when asked, and the narrow Rs symbol in English', () => {
    expect(formatLKR(1_234_567.5, 'en', { fractionDigits: 2 })).toBe(`LKR${NBSP}1,234,567.50`);
    expect(formatLKR(9455.959, 'si', { fractionDigits: 2 })).toBe(`රු.${NBSP}9,455.96`);
    expect(formatLKR(1_234_567, 'en', { display: 'narrow' })).toBe(`Rs${NBSP}1,234,567`);
  });

  it('never prints minus zero', () => {
    expect(formatLKR(-0.4, 'en')).toBe(`LKR${NBSP}0`);
  });
});

describe('formatNumber and formatPercent', () => {
  it('groups digits with commas in both languages', () => {
    expect(formatNumber(1_000_000, 'si')).toBe('1,000,000');
    expect(formatNumber(1825, 'en')).toBe('1,825');
    expect(formatNumber(3.47526, 'en', 2)).toBe('3.48');
  });

  it('writes a rate given in percent', () => {
    expect(formatPercent(2.5, 'en')).toBe('2.5%');
    expect(formatPercent(26.8242, 'si')).toBe('26.82%');
  });
});

describe('formatLKR does not depend on si-LK locale data', () => {
  it('never asks ICU for si-LK (Chromium lacks its currency data; server HTML must match the browser)', async () => {
    vi.resetModules(); // a fresh module: no formatter cached by the tests above
    const fresh = await import('./money');
    const seen: unknown[] = [];
    const Original = Intl.NumberFormat;
    // A function, not an arrow: the module calls it with `new`.
    const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale: unknown, options: unknown) {
      seen.push(locale);
      return new Original(locale as string, options as Intl.NumberFormatOptions);
    } as unknown as typeof Intl.NumberFormat);
    fresh.formatLKR(12_345.67, 'si', { fractionDigits: 2 });
    fresh.formatNumber(1000, 'si');
    spy.mockRestore();
    expect(seen).not.toContain('si-LK');
    expect(formatLKR(-5, 'en')).toBe(`-LKR${NBSP}5`);
  });
});
