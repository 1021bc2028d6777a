// @vitest-environment happy-dom
// (site/thirdparty/scripts.ts touches `window` when imported; the CSP itself is plain Node code.)
import { describe, expect, it } from 'vitest';
import { ANALYTICS_URL, FB_PIXEL_URL, GTM_URL } from '../../site/thirdparty/scripts';
import { pageCsp } from './security';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('page CSP', () => {
  it('lets every third-party loader of the site run once consent allows it', () => {
    const csp = pageCsp('<html></html>', '/', {});
    for (const url of [GTM_URL, FB_PIXEL_URL, ANALYTICS_URL]) {
      expect(directive(csp, 'script-src')).toContain(new URL(url).origin);
    }
    expect(directive(csp, 'connect-src')).toContain('https://api2.amplitude.com');
  });

  it('lets only listed origins frame /pixel/, and nobody frame pages', () => {
    const options = { allowedOrigins: ['https://partner.example'], pixelOrigins: ['https://landing.naya.lk'] };
    expect(directive(pageCsp('', '/pixel/', options), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://partner.example https://landing.naya.lk",
    );
    expect(directive(pageCsp('', '/', options), 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });
});
