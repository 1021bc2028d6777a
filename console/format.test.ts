import { expect, it } from 'vitest';
import { lkr, num, percent, when } from './format';

it('formats rupees as LKR with Sri Lankan grouping, and times in Asia/Colombo (+05:30)', () => {
  expect(lkr(1250000).replace(/\s/g, ' ')).toBe('LKR 1,250,000');
  expect(num(100000)).toBe('100,000');
  expect(percent(0.1234)).toBe('12.3 %');
  expect(percent(null)).toBe('—');
  // 18:45 UTC is already the next day, 00:15, in Colombo
  expect(when('2026-11-22T18:45:00Z')).toBe('23 Nov 2026, 00:15');
});
