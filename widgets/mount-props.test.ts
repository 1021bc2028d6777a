// Mount attributes are an allow-list (docs/leads-and-widgets.md): sanitized user HTML on a partner page keeps
// `data-*`, so an attribute must not point the form, the feed or a redirect anywhere else.
import { describe, expect, it } from 'vitest';
import { mountProps } from './mount-props';

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
