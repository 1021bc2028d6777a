import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_KEY } from '../constants';
import { collectSignals, getFingerprint } from './fingerprint';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('getFingerprint', () => {
  it('is the SHA-256 hex of the browser signals', async () => {
    const expected = createHash('sha256').update(JSON.stringify(collectSignals())).digest('hex');
    expect(await getFingerprint({ consent: true })).toBe(expected);
  });

  it('is cached in localStorage `fingerprint` and read from there', async () => {
    const first = await getFingerprint({ consent: true });
    expect(localStorage.getItem(FINGERPRINT_KEY)).toBe(first);
    const digest = vi.spyOn(crypto.subtle, 'digest');
    expect(await getFingerprint({ consent: true })).toBe(first);
    expect(digest).not.toHaveBeenCalled();
  });

  it('is stable: computed again from scratch, the same browser gives the same hash', async () => {
    const first = await getFingerprint({ consent: true });
    localStorage.clear();
    expect(await getFingerprint({ consent: true })).toBe(first);
  });

  it('changes with the signals', async () => {
    const first = await getFingerprint({ consent: true });
    localStorage.clear();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) Other');
    const other = await getFingerprint({ consent: true });
    expect(other).toMatch(/^[0-9a-f]{64}$/);
    expect(other).not.toBe(first);
  });

  it('replaces a cached value that is not a SHA-256 hex', async () => {
    localStorage.setItem(FINGERPRINT_KEY, '<script>');
    const value = await getFingerprint({ consent: true });
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(localStorage.getItem(FINGERPRINT_KEY)).toBe(value);
  });

  it('without consent returns null, computes nothing and erases a cached fingerprint', async () => {
    localStorage.setItem(FINGERPRINT_KEY, 'a'.repeat(64));
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get');
    expect(await getFingerprint({ consent: false })).toBeNull();
    expect(digest).not.toHaveBeenCalled();
    expect(userAgent).not.toHaveBeenCalled();
    expect(localStorage.getItem(FINGERPRINT_KEY)).toBeNull();
  });

  it('returns null where SubtleCrypto is missing (pages served over plain http)', async () => {
    vi.stubGlobal('crypto', {});
    expect(await getFingerprint({ consent: true })).toBeNull();
    expect(localStorage.getItem(FINGERPRINT_KEY)).toBeNull();
  });
});

describe('collectSignals', () => {
  it('reads user agent, languages, screen, colour depth, time zone, CPU, memory, platform and touch', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['si-LK', 'en']);
    const signals = collectSignals();
    expect(signals).toHaveLength(13);
    expect(signals).toContain(navigator.userAgent);
    expect(signals).toContain('si-LK,en');
    expect(signals).toContain([screen.width, screen.height, screen.availWidth, screen.availHeight].join('x'));
    expect(signals).toContain(screen.colorDepth);
    expect(signals).toContain(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(signals).toContain(navigator.hardwareConcurrency);
    expect(signals).toContain(navigator.platform);
    expect(signals).toContain(`${navigator.maxTouchPoints},${'ontouchstart' in window}`);
  });

  it('records a signal the browser refuses as null instead of failing', () => {
    vi.spyOn(navigator, 'languages', 'get').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(collectSignals()[1]).toBeNull();
  });
});
