import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllowedOrigins, withAllowedOrigins } from './pixel-allow-list';

const PAGE = readFileSync(path.join(import.meta.dirname, '../loader/pixel-frame/index.html'), 'utf8');

describe('parseAllowedOrigins', () => {
  it('keeps exact http(s) origins, comma- or space-separated, once each', () => {
    expect(parseAllowedOrigins('https://a.example, http://127.0.0.1:3000/ https://a.example,HTTPS://B.Example')).toEqual([
      'https://a.example',
      'http://127.0.0.1:3000',
      'https://b.example',
    ]);
  });

  it('drops wildcards, opaque origins, other schemes, pages and junk', () => {
    expect(
      parseAllowedOrigins(
        '*,null,file:///etc,javascript:alert(1),data:text/html,x,https://a.example/offers/,https://u:p@c.example,https://d.example?q',
      ),
    ).toEqual([]);
  });

  it('is empty for a missing list', () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins('')).toEqual([]);
  });
});

describe('withAllowedOrigins (build and serve time)', () => {
  it('fills the meta tag of the frame page', () => {
    const html = withAllowedOrigins(PAGE, 'https://a.example,https://b.example');
    expect(html).toContain('<meta name="naya-pixel-origins" content="https://a.example,https://b.example">');
  });

  it('can refill a page that was already filled, and clears it for an empty list', () => {
    const once = withAllowedOrigins(PAGE, 'https://a.example');
    expect(withAllowedOrigins(once, 'https://c.example')).toContain('content="https://c.example"');
    expect(withAllowedOrigins(once, '')).toContain('<meta name="naya-pixel-origins" content="">');
  });

  it('cannot be made to write markup into the page', () => {
    const html = withAllowedOrigins(PAGE, 'https://a.example"><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<meta name="naya-pixel-origins" content="">');
  });

  it('refuses a page without the meta tag', () => {
    expect(() => withAllowedOrigins('<html></html>', 'https://a.example')).toThrow(/naya-pixel-origins/);
  });
});

describe('the frame page', () => {
  it('loads frame.js by a relative src and has no inline script (CSP without unsafe-inline)', () => {
    expect(PAGE).toContain('<script src="frame.js" defer></script>');
    expect(PAGE.match(/<script/g)).toHaveLength(1);
    expect(PAGE).toMatch(/<meta name="robots" content="noindex">/);
  });
});
