import { describe, expect, it } from 'vitest';
import { addDays, colomboDateSql, colomboDay, colomboHour, colomboMidnight, dayStart, nextColomboMidnight } from './colombo';

describe('the Colombo calendar (UTC+05:30 all year)', () => {
  it('a Colombo day starts at 18:30 UTC the day before', () => {
    expect(colomboDay(new Date('2026-11-27T18:29:59.999Z'))).toBe('2026-11-27');
    expect(colomboDay(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(dayStart('2026-11-28').toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(colomboMidnight(new Date('2026-11-28T12:00:00Z')).toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(nextColomboMidnight(new Date('2026-11-28T12:00:00Z')).toISOString()).toBe('2026-11-28T18:30:00.000Z');
    // a midnight is the start of its own day, and the next one a whole day later
    expect(nextColomboMidnight(new Date('2026-11-27T18:30:00Z')).toISOString()).toBe('2026-11-28T18:30:00.000Z');
  });

  it('hours, the new year and month ends', () => {
    expect(colomboHour(new Date('2026-11-28T02:29:00Z'))).toBe(7);
    expect(colomboHour(new Date('2026-11-28T02:30:00Z'))).toBe(8);
    expect(colomboDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('SQL reads a date in the same zone', () => {
    expect(colomboDateSql('created_at')).toBe("(created_at at time zone 'Asia/Colombo')::date");
  });
});
