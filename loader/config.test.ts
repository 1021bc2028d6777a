import { describe, expect, it, vi } from 'vitest';
import { readConfig, scriptOriginOf } from './config';
import { resolvePromptTexts } from './push/texts';

const ORIGIN = 'https://cdn.naya.lk';

describe('readConfig', () => {
  it('defaults every host to the loader script origin', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(readConfig(undefined, ORIGIN)).toEqual({ eventsHost: ORIGIN, leadGenHost: ORIGIN, sortingHost: ORIGIN });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads every page config field of docs/identity-and-events.md, with countryId/country and providerId/provider aliases', () => {
    const config = readConfig(
      {
        countryId: 10,
        providerId: '7',
        src: 'fb',
        mdm: 'cpc',
        cmp: 'spring',
        cnt: 'banner',
        trm: 'loan',
        customText: 'Hi',
        customAcceptText: 'Yes',
        customDeclineText: 'No',
        customImg: 'https://partner.example/bell.png',
        lang: 'en',
        eventsHost: 'https://events.example/some/path',
      },
      ORIGIN,
    );
    expect(config).toMatchObject({
      country: 10,
      provider: 7,
      src: 'fb',
      mdm: 'cpc',
      cmp: 'spring',
      cnt: 'banner',
      trm: 'loan',
      customText: 'Hi',
      customAcceptText: 'Yes',
      customDeclineText: 'No',
      customImg: 'https://partner.example/bell.png',
      lang: 'en',
      eventsHost: 'https://events.example',
      leadGenHost: ORIGIN,
    });
    expect(readConfig({ country: '3', provider: 2 }, ORIGIN)).toMatchObject({ country: 3, provider: 2 });
  });

  it('ignores malformed and unknown fields with one warning naming each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = readConfig(
      { countryId: 'ten', customText: { html: true }, customImg: 'javascript:alert(1)', lang: 'fr', colour: 'red', src: 'ok' },
      ORIGIN,
    );
    expect(config).toEqual({ eventsHost: ORIGIN, leadGenHost: ORIGIN, sortingHost: ORIGIN, src: 'ok' });
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0][0]);
    for (const field of ['countryId', 'customText', 'customImg', 'lang', 'colour']) expect(message).toContain(field);
    expect(message).not.toContain('src');
  });

  it('refuses a relative host instead of resolving it against the partner page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = readConfig({ eventsHost: 'not a url', leadGenHost: '/api', sortingHost: 'events.example' }, ORIGIN);
    expect(config).toEqual({ eventsHost: ORIGIN, leadGenHost: ORIGIN, sortingHost: ORIGIN });
    expect(String(warn.mock.calls[0][0])).toBe(
      'naya: ignored config field(s): eventsHost (malformed), leadGenHost (malformed), sortingHost (malformed)',
    );
  });

  it('never throws, whatever the page global holds', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of ['string', 42, [], true, Object.create(null)]) {
      expect(() => readConfig(raw, ORIGIN)).not.toThrow();
      expect(readConfig(raw, ORIGIN).eventsHost).toBe(ORIGIN);
    }
  });

  it('reads constructor, toString and other Object.prototype names as unknown fields, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = JSON.parse('{"constructor": 1, "toString": "x", "hasOwnProperty": null, "__proto__": {"src": "proto"}, "src": "ok"}');
    expect(readConfig(raw, ORIGIN)).toEqual({ eventsHost: ORIGIN, leadGenHost: ORIGIN, sortingHost: ORIGIN, src: 'ok' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'naya: ignored config field(s): constructor (unknown), toString (unknown), hasOwnProperty (unknown), __proto__ (unknown)',
    );
  });

  it('keeps partner text as plain strings (rendered later as text, never HTML)', () => {
    const config = readConfig({ customText: '<img src=x onerror=alert(1)>' }, ORIGIN);
    expect(config.customText).toBe('<img src=x onerror=alert(1)>');
  });

  it('accepts data:image URLs for customImg but not data:text/html', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readConfig({ customImg: 'data:image/png;base64,AAAA' }, ORIGIN).customImg).toBe('data:image/png;base64,AAAA');
    expect(readConfig({ customImg: 'data:text/html;base64,AAAA' }, ORIGIN).customImg).toBeUndefined();
  });
});

describe('scriptOriginOf', () => {
  it('is the origin of the script src, else the page origin', () => {
    expect(scriptOriginOf({ src: 'https://cdn.naya.lk/loader.js?v=2' })).toBe('https://cdn.naya.lk');
    expect(scriptOriginOf(null)).toBe(location.origin);
  });

  it('never takes lang from the host page\'s <html lang>: a country-10 page with lang="en" gets the Sinhala prompt', async () => {
    for (const tag of ['en', 'en-US', 'ta-LK']) {
      document.documentElement.lang = tag;
      try {
        const config = readConfig({ countryId: 10 }, ORIGIN);
        expect(config.lang, tag).toBeUndefined();
        const texts = await resolvePromptTexts(config);
        expect(texts, tag).toMatchObject({ lang: 'si', allow: 'ඉඩ දෙන්න' });
        // nayaConfig.lang still wins over the country
        expect(await resolvePromptTexts(readConfig({ countryId: 10, lang: 'ta' }, ORIGIN)), tag).toMatchObject({ lang: 'ta' });
        expect(await resolvePromptTexts(readConfig({ countryId: 10, lang: 'en' }, ORIGIN)), tag).toMatchObject({
          lang: 'en',
          allow: 'Allow',
        });
      } finally {
        document.documentElement.lang = '';
      }
    }
  });
});
