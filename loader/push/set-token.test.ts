import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG, installPushBrowser, uninstallPushBrowser } from './test-support';
import { postSetToken } from './set-token';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'client_id=0b5d8a6e-7c1f-4e2a-9b3d-5f6a7b8c9d0e; path=/';
});
afterEach(uninstallPushBrowser);

describe('POST {leadGenHost}/set-token (docs/push.md)', () => {
  it('posts every field as multipart form data, without cookies', async () => {
    const browser = installPushBrowser();
    await expect(postSetToken(CONFIG, 'tok', 'lead-1')).resolves.toBe(true);
    const [call] = browser.setTokenCalls();
    expect(call.url).toBe('https://leads.naya.test/set-token');
    expect(call.init.method).toBe('POST');
    expect(call.init.credentials).toBe('omit');
    expect(call.init.body).toBeInstanceOf(FormData);
    expect(call.fields).toEqual({
      token: 'tok',
      ga_client_id: '0b5d8a6e-7c1f-4e2a-9b3d-5f6a7b8c9d0e',
      domain: location.hostname,
      lead_id: 'lead-1',
      country: '10',
      provider: '7',
      utm_source: 'partner',
      utm_medium: 'cpc',
      utm_campaign: '',
      utm_content: '',
      utm_term: '',
    });
  });

  it('sends empty fields rather than dropping them, and reports failure as false', async () => {
    const browser = installPushBrowser({ status: 503 });
    await expect(postSetToken({ leadGenHost: 'https://leads.naya.test/' }, 'tok', null)).resolves.toBe(false);
    const [call] = browser.setTokenCalls();
    expect(call.url).toBe('https://leads.naya.test/set-token');
    expect(call.fields).toMatchObject({ lead_id: '', country: '', provider: '' });
  });
});
