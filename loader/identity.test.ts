import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUuidV4 } from '../common/uuid-v4';
import { getClientId, getSessionId } from './identity';
import { clearCookies, lastCookieWrite, recordCookieWrites, type CookieRecorder } from './test-support';

const NOW = new Date('2026-11-22T10:00:00Z');
const V4 = '3b241101-e2bb-4255-8caf-4136c566a962';
const V4_BARE = '3b241101e2bb42558caf4136c566a962';
const V1 = 'c232ab00-9414-11ec-b3c8-9f6bdeced846';

describe('isUuidV4', () => {
  it('accepts v4 with and without hyphens', () => {
    expect(isUuidV4(V4)).toBe(true);
    expect(isUuidV4(V4_BARE)).toBe(true);
    expect(isUuidV4(V4.toUpperCase())).toBe(true);
  });
  it.each([V1, '', 'garbage', '3b241101-e2bb4255-8caf-4136c566a962', `${V4}0`, null, 42])('rejects %s', (value) => {
    expect(isUuidV4(value)).toBe(false);
  });
});

describe('identity cookies', () => {
  let cookies: CookieRecorder;
  let writes: string[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    clearCookies();
    cookies = recordCookieWrites();
    writes = cookies.writes;
  });
  afterEach(() => {
    cookies.restore();
    vi.useRealTimers();
  });

  it('creates a v4 client id kept exactly 180 days, path=/ and SameSite=Lax', () => {
    const id = getClientId();
    expect(isUuidV4(id)).toBe(true);
    const write = lastCookieWrite(writes, 'client_id')!;
    expect(write.value).toBe(id);
    expect(write.attributes.expires).toBe(new Date(NOW.getTime() + 180 * 24 * 3600 * 1000).toUTCString());
    expect(write.attributes.path).toBe('/');
    expect(write.attributes.samesite).toBe('Lax');
    expect('secure' in write.attributes).toBe(false); // http page: Secure would drop the cookie
  });

  it('creates a v4 session id kept exactly 30 minutes (1/48 day)', () => {
    const id = getSessionId();
    expect(isUuidV4(id)).toBe(true);
    const write = lastCookieWrite(writes, 'session_id')!;
    expect(write.attributes.expires).toBe(new Date(NOW.getTime() + 30 * 60 * 1000).toUTCString());
  });

  it('keeps valid v4 cookies, with or without hyphens', () => {
    document.cookie = `client_id=${V4_BARE}; path=/`;
    document.cookie = `session_id=${V4}; path=/`;
    expect(getClientId()).toBe(V4_BARE);
    expect(getSessionId()).toBe(V4);
  });

  it.each([V1, 'garbage', ''])('replaces an invalid cookie value %j with a new v4', (bad) => {
    document.cookie = `client_id=${bad}; path=/`;
    document.cookie = `session_id=${bad}; path=/`;
    const client = getClientId();
    const session = getSessionId();
    expect(isUuidV4(client) && client !== bad).toBe(true);
    expect(isUuidV4(session) && session !== bad).toBe(true);
  });

  it('renews the session expiry on each activity, so it ends 30 minutes after the last one', () => {
    const first = getSessionId();
    vi.setSystemTime(NOW.getTime() + 20 * 60 * 1000);
    expect(getSessionId()).toBe(first);
    const write = lastCookieWrite(writes, 'session_id')!;
    expect(write.attributes.expires).toBe(new Date(NOW.getTime() + 50 * 60 * 1000).toUTCString());
  });

  it('logs the exact messages and still returns a stable id when cookies fail', () => {
    cookies.failWrites = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = getSessionId();
    const client = getClientId();
    expect(error).toHaveBeenCalledWith('Error on getSessionId');
    expect(error).toHaveBeenCalledWith('Error on getClientId');
    expect(isUuidV4(session) && isUuidV4(client)).toBe(true);
    expect(getSessionId()).toBe(session);
    expect(getClientId()).toBe(client);
  });

  it('reads the cookie back: when the browser silently drops it, one id per page, no error logged', () => {
    cookies.dropWrites = true;
    const error = vi.spyOn(console, 'error');
    const session = getSessionId();
    const client = getClientId();
    expect(isUuidV4(session) && isUuidV4(client) && session !== client).toBe(true);
    expect(document.cookie).toBe(''); // nothing stuck
    for (let i = 0; i < 3; i++) {
      expect(getSessionId()).toBe(session);
      expect(getClientId()).toBe(client);
    }
    expect(lastCookieWrite(writes, 'client_id')!.value).toBe(client); // still offered to the browser each time
    expect(error).not.toHaveBeenCalled();
  });
});
