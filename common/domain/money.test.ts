import fc from 'fast-check';
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

describe('formatLKR does not depend on ICU', () => {
  it('builds no Intl.NumberFormat: no si-LK data to miss (server HTML must match the browser), no ICU start-up on a phone', async () => {
    vi.resetModules();
    const fresh = await import('./money');
    const spy = vi.spyOn(Intl, 'NumberFormat');
    fresh.formatLKR(12_345.67, 'si', { fractionDigits: 2 });
    fresh.formatNumber(1000, 'si');
    fresh.formatPercent(26.8242, 'ta');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(formatLKR(-5, 'en')).toBe(`-LKR${NBSP}5`);
  });

  it("prints what Intl's en-LK prints, for any amount, rate and number of digits", () => {
    const intl = (value: number, min: number, max: number, style?: 'percent') =>
      new Intl.NumberFormat('en-LK', { minimumFractionDigits: min, maximumFractionDigits: max, style }).format(value);
    const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits || 0;
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.constantFrom(0, 2) as fc.Arbitrary<0 | 2>, (amount, digits) => {
        const value = round(amount, digits);
        const sign = value < 0 ? '-' : '';
        expect(formatLKR(amount, 'en')).toBe(`${round(amount, 0) < 0 ? '-' : ''}LKR${NBSP}${intl(Math.abs(round(amount, 0)), 0, 0)}`);
        expect(formatLKR(amount, 'en', { fractionDigits: digits })).toBe(`${sign}LKR${NBSP}${intl(Math.abs(value), digits, digits)}`);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (value, digits) => {
        expect(formatNumber(value, 'en', digits)).toBe(intl(round(value, digits), 0, digits));
        expect(formatPercent(value, 'si', digits)).toBe(intl(round(value, digits) / 100, 0, digits, 'percent'));
      }),
      { numRuns: 2000 },
    );
  });
});
