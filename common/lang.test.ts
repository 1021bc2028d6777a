import { describe, expect, it } from 'vitest';
import { LANG_INFO, LANGS, langOfTag, localeOf, resolveLang, routePrefix } from './lang';

describe('languages', () => {
  it('are Sinhala (default), English and Tamil with their Sri Lankan tags', () => {
    expect(LANGS).toEqual(['si', 'en', 'ta']);
    expect(LANGS.map(localeOf)).toEqual(['si-LK', 'en-LK', 'ta-LK']);
    expect(LANGS.map((l) => LANG_INFO[l].label)).toEqual(['SI', 'ENG', 'TA']);
    expect(LANGS.map(routePrefix)).toEqual(['', '/en', '/ta']);
  });

  it('read a page language from its BCP-47 tag', () => {
    expect(langOfTag('ta-LK')).toBe('ta');
    expect(langOfTag('TA')).toBe('ta');
    expect(langOfTag('en-GB')).toBe('en');
    expect(langOfTag('si')).toBe('si');
    expect(langOfTag('tam')).toBeUndefined();
    expect(langOfTag('fr-FR')).toBeUndefined();
    expect(langOfTag('')).toBeUndefined();
    expect(langOfTag(null)).toBeUndefined();
  });

  it('resolve an explicit code first, then the page language, then Sinhala', () => {
    expect(resolveLang('ta', 'en-LK')).toBe('ta');
    expect(resolveLang(undefined, 'ta-LK')).toBe('ta');
    expect(resolveLang('fr', 'en')).toBe('en');
    expect(resolveLang(undefined, 'de')).toBe('si');
    expect(resolveLang(undefined)).toBe('si');
  });
});
