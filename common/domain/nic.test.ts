import { describe, expect, it } from 'vitest';
import { ageOn, checkNic, decodeNic, nicDayToDate } from './nic';

// A fixed "today" so the age limits are testable forever.
const TODAY = new Date(2026, 5, 1); // 1 June 2026, local time

describe('decodeNic, old format (9 digits + V/X)', () => {
  it('decodes a man born 1985, day 340 = 5 December (Feb counted as 29 days)', () => {
    // 31+29+31+30+31+30+31+31+30+31+30 = 335 days to the end of November; 340 - 335 = 5 December.
    expect(decodeNic('853400937V', TODAY)).toEqual({
      normalized: '198534000937',
      format: 'old',
      birthDate: '1985-12-05',
      sex: 'male',
    });
  });

  it('reads day + 500 as a woman born on that day', () => {
    expect(decodeNic('858400937V', TODAY)).toMatchObject({ birthDate: '1985-12-05', sex: 'female', normalized: '198584000937' });
  });

  it('converts old to new as 19 + first five digits + 0 + last four digits', () => {
    expect(decodeNic('912345678V', TODAY)?.normalized).toBe('199123405678');
  });

  it('accepts V and X in either case, and stray spaces', () => {
    for (const nic of ['853400937V', '853400937v', '853400937X', '853400937x', ' 853400937 V ']) {
      expect(decodeNic(nic, TODAY)?.normalized).toBe('198534000937');
    }
  });

  it('does not reject on the check digit (its algorithm is not published)', () => {
    for (const check of '0123456789') expect(decodeNic(`85340093${check}V`, TODAY)).not.toBeNull();
  });
});

describe('decodeNic, new format (12 digits)', () => {
  it('decodes YYYYDDDSSSSC: 1990, day 123 = 2 May', () => {
    // 31+29+31 = 91 to the end of March, 30 in April → 121; day 123 is 2 May.
    expect(decodeNic('199012345678', TODAY)).toEqual({
      normalized: '199012345678',
      format: 'new',
      birthDate: '1990-05-02',
      sex: 'male',
    });
  });

  it('reads day + 500 as a woman', () => {
    expect(decodeNic('199062345678', TODAY)).toMatchObject({ birthDate: '1990-05-02', sex: 'female' });
  });
});

describe('day of year', () => {
  it.each([
    [1985, 1, '1985-01-01'],
    [1985, 59, '1985-02-28'],
    [1984, 60, '1984-02-29'],
    [1985, 60, '1985-03-01'], // no 29 February in 1985: the day after 28 February
    [1985, 61, '1985-03-01'], // day 61 is 1 March in every year (February always counts 29)
    [1984, 61, '1984-03-01'],
    [2000, 60, '2000-02-29'], // divisible by 400: leap
    [1900, 60, '1900-03-01'], // divisible by 100 only: not leap
    [1985, 366, '1985-12-31'],
  ])('%i day %i → %s', (year, day, date) => {
    expect(nicDayToDate(year, day)).toBe(date);
  });

  it('decodes day 60 in a non-leap year for men and women alike', () => {
    expect(decodeNic('850600123V', TODAY)?.birthDate).toBe('1985-03-01');
    expect(decodeNic('855600123V', TODAY)).toMatchObject({ birthDate: '1985-03-01', sex: 'female' });
    expect(decodeNic('198406001234', TODAY)?.birthDate).toBe('1984-02-29');
  });

  it.each([
    ['day 000', '850000123V'],
    ['day 367', '853670123V'],
    ['day 500', '855000123V'],
    ['day 867 (woman, day 367)', '858670123V'],
    ['day 999', '199099901234'],
  ])('refuses %s as malformed', (_, nic) => {
    expect(checkNic(nic, TODAY)).toEqual({ ok: false, problem: 'format' });
  });

  it('accepts the edges 001, 366, 501 and 866', () => {
    expect(decodeNic('850010123V', TODAY)?.birthDate).toBe('1985-01-01');
    expect(decodeNic('853660123V', TODAY)?.birthDate).toBe('1985-12-31');
    expect(decodeNic('855010123V', TODAY)).toMatchObject({ birthDate: '1985-01-01', sex: 'female' });
    expect(decodeNic('858660123V', TODAY)).toMatchObject({ birthDate: '1985-12-31', sex: 'female' });
  });
});

describe('decodeNic refusals', () => {
  it.each([
    ['8 digits + V', '85340093V'],
    ['10 digits + V', '8534009377V'],
    ['9 digits, no letter', '853400937'],
    ['a wrong letter', '853400937Y'],
    ['11 digits', '19853400093'],
    ['13 digits', '1985340009377'],
    ['12 digits + V', '198534000937V'],
    ['letters', 'ABCDEFGHIV'],
    ['empty', ''],
  ])('refuses %s', (_, nic) => {
    expect(decodeNic(nic, TODAY)).toBeNull();
    expect(checkNic(nic, TODAY)).toEqual({ ok: false, problem: 'format' });
  });

  it.each([
    ['a birth date in the future', '202715012345'],
    ['a holder younger than 15', '201200112345'], // 1 Jan 2012: 14 on 1 June 2026
    ['a holder older than 100', '192500112345'], // 1 Jan 1925: 101
    ['an old-format holder older than 100', '250010123V'],
  ])('refuses %s', (_, nic) => {
    expect(checkNic(nic, TODAY)).toEqual({ ok: false, problem: 'birthdate' });
  });

  it('accepts holders of exactly 15 and exactly 100', () => {
    expect(decodeNic('201100112345', TODAY)?.birthDate).toBe('2011-01-01'); // 15 on 1 June 2026
    expect(decodeNic('192600112345', TODAY)?.birthDate).toBe('1926-01-01'); // 100
  });

  it('refuses someone turning 15 tomorrow', () => {
    // 2 June is day 31+29+31+30+31+2 = 154
    expect(checkNic('201115412345', TODAY)).toEqual({ ok: false, problem: 'birthdate' });
    expect(checkNic('201115312345', TODAY).ok).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1990-05-02', new Date(2026, 4, 1))).toBe(35);
    expect(ageOn('1990-05-02', new Date(2026, 4, 2))).toBe(36);
  });

  it('lets a 29 February birthday fall on 1 March in common years', () => {
    expect(ageOn('2000-02-29', new Date(2025, 1, 28))).toBe(24);
    expect(ageOn('2000-02-29', new Date(2025, 2, 1))).toBe(25);
    expect(ageOn('2000-02-29', new Date(2024, 1, 29))).toBe(24);
  });
});
