import { describe, expect, it } from 'vitest';
import { LANGS } from '../../common/lang';
import en from '../messages/en.json';
import si from '../messages/si.json';
import ta from '../messages/ta.json';
import { format, messageLoaders } from './messages';

const files: Record<string, Record<string, string>> = { si, en, ta };

describe('message files', () => {
  it('exist for every language and have exactly the same keys', () => {
    expect(Object.keys(files).sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) expect(Object.keys(files[lang]).sort(), lang).toEqual(Object.keys(en).sort());
  });

  it('have no empty message and the same placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const lang of LANGS) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(files[lang][key].trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(files[lang][key]), `${lang} ${key}`).toEqual(placeholders(en[key]));
      }
    }
  });

  it('keep the spec strings exactly in English', () => {
    expect(en['error.notFound']).toBe('This page could not be found');
    expect(en['error.backHome']).toBe('Go back to home');
    expect(en['error.fallback']).toBe('An error occurred while showing the error page');
  });

  it('write Sinhala in Sinhala script and Tamil in Tamil script', () => {
    expect(si['error.notFound']).toMatch(/[\u0D80-\u0DFF]/);
    expect(si['nav.offers']).toMatch(/[\u0D80-\u0DFF]/);
    expect(ta['error.notFound']).toMatch(/[\u0B80-\u0BFF]/);
    expect(ta['nav.offers']).toBe('கடன் சலுகைகள்');
    // Sri Lankan Tamil: rupees are ரூபா and a rate is வீதம், not India's ரூபாய் / விகிதம்.
    expect(Object.values(ta).join(' ')).not.toMatch(/ரூபாய்|வட்டி விகிதம்/);
  });

  it('load each language on its own', async () => {
    expect((await messageLoaders.en())['nav.home']).toBe('Home');
    expect((await messageLoaders.si())['nav.home']).toBe(si['nav.home']);
    expect((await messageLoaders.ta())['nav.home']).toBe('முகப்பு');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('{rating} out of 5', { rating: 4 })).toBe('4 out of 5');
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
