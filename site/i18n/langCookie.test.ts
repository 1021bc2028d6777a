import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANG_COOKIE_DAYS, LANG_COOKIE_ENABLED } from '../constants';
import { rememberLang, visitLang } from './langCookie';
import { langOfPath, localize, stripLang, switchLangPath } from '../routes';

afterEach(() => Cookies.remove('lang', { path: '/' }));

describe('language', () => {
  it('comes from the route prefix, else the default si', () => {
    expect(langOfPath('/en/blog/')).toBe('en');
    expect(langOfPath('/en/')).toBe('en');
    expect(langOfPath('/blog/')).toBe('si');
    expect(langOfPath('/english/')).toBe('si');
    expect(langOfPath('/ta/blog/')).toBe('ta');
    expect(langOfPath('/ta/')).toBe('ta');
    expect(langOfPath('/tamil/')).toBe('si');
    expect(langOfPath('/si/')).toBe('si'); // the default has no prefix
  });

  it('is never taken from the browser', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(visitLang(null)).toBe('si');
  });

  it('has the cookie feature off: the lang cookie is neither written nor read', () => {
    expect(LANG_COOKIE_ENABLED).toBe(false);
    rememberLang('en');
    expect(Cookies.get('lang')).toBeUndefined();
    document.cookie = 'lang=en; path=/';
    expect(visitLang(null)).toBe('si');
  });

  it('would keep the cookie 365 days when the feature is on', () => {
    const set = vi.spyOn(Cookies, 'set');
    rememberLang('en', true);
    expect(set).toHaveBeenCalledWith('lang', 'en', expect.objectContaining({ expires: LANG_COOKIE_DAYS, path: '/' }));
    expect(LANG_COOKIE_DAYS).toBe(365);
    expect(visitLang(null, true)).toBe('en');
    expect(visitLang('si', true)).toBe('si'); // the prefix still wins
  });

  it('switches to the same page under the other prefix', () => {
    expect(switchLangPath('/blog/flat-vs-reducing-interest/', 'en')).toBe('/en/blog/flat-vs-reducing-interest/');
    expect(switchLangPath('/en/offers2/', 'si')).toBe('/offers2/');
    expect(switchLangPath('/en/', 'si')).toBe('/');
    expect(switchLangPath('/', 'en')).toBe('/en/');
    expect(stripLang('/en/')).toBe('/');
    expect(localize('/reg/', 'si')).toBe('/reg/');
    expect(switchLangPath('/en/offers2/', 'ta')).toBe('/ta/offers2/');
    expect(switchLangPath('/ta/', 'en')).toBe('/en/');
    expect(stripLang('/ta/blog/x/')).toBe('/blog/x/');
  });
});
