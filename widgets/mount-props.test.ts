// Mount attributes are an allow-list (docs/leads-and-widgets.md): sanitized user HTML on a partner page keeps
// `data-*`, so an attribute must not point the form, the feed or a redirect anywhere else.
import { describe, expect, it } from 'vitest';
import { mountProps, partnerLang, widgetProps } from './mount-props';

const CONFIG = {
  leadGenHost: 'https://api.naya.lk',
  sortingHost: 'https://api.naya.lk',
  provider: 7,
  lang: 'si',
  utm: { utm_source: 'google' },
};

describe('mountProps', () => {
  it('takes data-amount, -term-days, -amount-min, -amount-max and -lang; hosts, feeds and redirects stay the config’s', () => {
    const attributes = {
      nayaWidget: 'registration',
      amount: '150000',
      termDays: '365',
      amountMin: '5000',
      amountMax: '500000',
      lang: 'en',
      leadGenHost: 'https://evil.example',
      sortingHost: 'https://evil.example',
      eventsHost: 'https://evil.example',
      configURL: 'https://evil.example/feed.json',
      redirectUrl: 'javascript:alert(1)',
      utm: 'x',
      pushConfig: 'x',
      provider: '9',
    };
    expect(mountProps(CONFIG, attributes)).toEqual({
      ...CONFIG,
      amount: '150000',
      termDays: '365',
      amountMin: '5000',
      amountMax: '500000',
      lang: 'en',
    });
  });

  it('leaves the config’s own value where the attribute is absent, and reads only own keys', () => {
    const inherited = Object.create({ amount: '1' }) as Record<string, unknown>;
    expect(mountProps(CONFIG, inherited)).toEqual(CONFIG);
    expect(mountProps(CONFIG, { redirectUrl: 'https://evil.example/' })).not.toHaveProperty('redirectUrl');
  });
});

describe('the language on a partner page', () => {
  it('is nayaConfig.lang or data-lang, else the country’s default, never the host page’s <html lang>', () => {
    for (const tag of ['en-US', 'en', 'ta', '']) {
      document.documentElement.lang = tag;
      // a country-10 page with lang="en" gets Sinhala
      expect(widgetProps({ country: 10 }).lang, tag).toBe('si');
      expect(partnerLang({}), tag).toBe('si'); // no country: Naya's default
      expect(partnerLang({ country: 3 }), tag).toBe('en'); // another country: English
      expect(partnerLang({ country: 10, lang: 'ta' }), tag).toBe('ta');
      expect(widgetProps(mountProps({ country: 10, lang: 'si' }, { lang: 'en' })).lang, tag).toBe('en');
      expect(partnerLang({ country: 10, lang: 'xx' }), tag).toBe('si'); // a language we do not have
    }
    document.documentElement.lang = '';
  });
});
