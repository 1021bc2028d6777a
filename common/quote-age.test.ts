import { describe, expect, it } from 'vitest';
import { ageFromBirthYear } from './quote-age';
import { ageFromBirthYear as fromQuotes } from './quotes';

describe('ageFromBirthYear', () => {
  it('counts by the Colombo year: New Year in Colombo comes at 18:30 UTC on 31 December', () => {
    expect(ageFromBirthYear(2000, new Date('2026-12-31T18:29:59Z'))).toBe(26);
    expect(ageFromBirthYear(2000, new Date('2026-12-31T18:30:00Z'))).toBe(27);
    expect(ageFromBirthYear(1951, new Date('2026-06-01T00:00:00Z'))).toBe(75);
  });
  it('is the one the server checks quote requests with', () => {
    expect(fromQuotes).toBe(ageFromBirthYear);
  });
});
