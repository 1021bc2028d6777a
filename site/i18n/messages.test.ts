import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import si from '../messages/si.json';
import { format, messageLoaders } from './messages';

describe('message files', () => {
  it('have exactly the same keys in both languages', () => {
    expect(Object.keys(si).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty message and the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(si[key].trim(), key).not.toBe('');
      expect(placeholders(si[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('keep the spec strings exactly in English', () => {
    expect(en['error.notFound']).toBe('This page could not be found');
    expect(en['error.backHome']).toBe('Go back to home');
    expect(en['error.fallback']).toBe('An error occurred while showing the error page');
  });

  it('write Sinhala in Sinhala script', () => {
    expect(si['error.notFound']).toMatch(/[\u0D80-\u0DFF]/);
    expect(si['nav.offers']).toMatch(/[\u0D80-\u0DFF]/);
  });

  it('load each language on its own', async () => {
    expect((await messageLoaders.en())['nav.home']).toBe('Home');
    expect((await messageLoaders.si())['nav.home']).toBe(si['nav.home']);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('{rating} out of 5', { rating: 4 })).toBe('4 out of 5');
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
