import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatLKR, formatTerm } from './all';

const NBSP = '\u00a0';

describe('money, as DESIGN "Formats" writes it in each language', () => {
  it('groups by three in every language (no lakh grouping in Tamil), the gap a no-break space', () => {
    expect(formatLKR(150_000, 'si')).toBe(`රු.${NBSP}150,000`);
    expect(formatLKR(150_000, 'ta')).toBe(`ரூ.${NBSP}150,000`);
    expect(formatLKR(150_000, 'en')).toBe(`LKR${NBSP}150,000`);
    expect(formatLKR(1_500_000, 'ta')).toBe(`ரூ.${NBSP}1,500,000`);
  });
});

describe('dates', () => {
  it('writes the modern month names: year first in Sinhala, day first in Tamil and English', () => {
    expect(formatDate('2026-11-23', 'si')).toBe('2026 නොවැම්බර් 23');
    expect(formatDate('2026-11-23', 'ta')).toBe('23 நவம்பர் 2026');
    expect(formatDate('2026-11-23', 'en')).toBe('23 November 2026');
    expect(formatDate('2026-04-23', 'si')).toBe('2026 අප්‍රේල් 23');
    expect(formatDate('2026-01-05', 'si')).toBe('2026 ජනවාරි 5');
    expect(formatDate('2026-08-01', 'ta')).toBe('1 ஓகஸ்ட் 2026');
  });

  it('gives a timestamp the day it was in Colombo (UTC+5:30)', () => {
    expect(formatDate('2026-11-22T18:29:00Z', 'en')).toBe('22 November 2026');
    expect(formatDate('2026-11-22T18:30:00Z', 'en')).toBe('23 November 2026');
    expect(formatDate(new Date('2026-12-31T20:00:00Z'), 'ta')).toBe('1 ஜனவரி 2027');
  });

  it('returns an unreadable date as given', () => {
    expect(formatDate('soon', 'si')).toBe('soon');
  });

  it('builds no Intl formatter, so Node and every browser print the same', () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    formatDate('2026-11-23', 'si');
    formatTerm(365, 'ta');
    formatLKR(150_000, 'ta');
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('loan terms: a multiple of 365 days in years, else a multiple of 30 days in months, else days', () => {
  it('writes years', () => {
    expect(formatTerm(365, 'si')).toBe('අවුරුදු 1');
    expect(formatTerm(1825, 'si')).toBe('අවුරුදු 5');
    expect(formatTerm(365, 'ta')).toBe('1 ஆண்டு');
    expect(formatTerm(1825, 'ta')).toBe('5 ஆண்டுகள்');
    expect(formatTerm(365, 'en')).toBe('1 year');
    expect(formatTerm(1825, 'en')).toBe('5 years');
  });

  it('writes months of 30 days below a year', () => {
    expect(formatTerm(90, 'si')).toBe('මාස 3');
    expect(formatTerm(90, 'ta')).toBe('3 மாதங்கள்');
    expect(formatTerm(90, 'en')).toBe('3 months');
    expect(formatTerm(30, 'si')).toBe('මාස 1');
    expect(formatTerm(30, 'ta')).toBe('1 மாதம்');
    expect(formatTerm(30, 'en')).toBe('1 month');
  });

  it('writes months of 30 days above a year too (540 and 720 days are 18 and 24 months)', () => {
    expect(formatTerm(540, 'si')).toBe('මාස 18');
    expect(formatTerm(540, 'ta')).toBe('18 மாதங்கள்');
    expect(formatTerm(540, 'en')).toBe('18 months');
    expect(formatTerm(720, 'si')).toBe('මාස 24');
    expect(formatTerm(720, 'ta')).toBe('24 மாதங்கள்');
    expect(formatTerm(720, 'en')).toBe('24 months');
    expect(formatTerm(730, 'en')).toBe('2 years');
  });

  it('writes any other term in days', () => {
    expect(formatTerm(45, 'si')).toBe('දින 45');
    expect(formatTerm(45, 'ta')).toBe('45 நாட்கள்');
    expect(formatTerm(45, 'en')).toBe('45 days');
    expect(formatTerm(1, 'ta')).toBe('1 நாள்');
    expect(formatTerm(1, 'en')).toBe('1 day');
    expect(formatTerm(400, 'en')).toBe('400 days');
    expect(formatTerm(730 + 30, 'ta')).toBe('760 நாட்கள்');
  });
});
