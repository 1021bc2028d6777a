import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG, installPushBrowser, LEAD_TOKEN, uninstallPushBrowser } from './test-support';
import { postSetToken } from './set-token';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'client_id=0b5d8a6e-7c1f-4e2a-9b3d-5f6a7b8c9d0e; path=/';
});
afterEach(uninstallPushBrowser);

describe('POST {leadGenHost}/set-token (docs/push.md)', () => {
  it('posts every field as multipart form data, without cookies, the lead token with the lead id', async () => {
    const browser = installPushBrowser();
    localStorage.setItem('leadToken', LEAD_TOKEN);
    await expect(postSetToken(CONFIG, 'tok', 'lead-1')).resolves.toBe('tied');
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
      lead_token: LEAD_TOKEN,
      country: '10',
      provider: '7',
      utm_source: 'partner',
      utm_medium: 'cpc',
      utm_campaign: '',
      utm_content: '',
      utm_term: '',
    });
  });

  it("answers 'stored' for a 2xx without X-Naya-Lead-Tied, and sends no lead token without a lead id", async () => {
    const browser = installPushBrowser();
    localStorage.setItem('leadToken', LEAD_TOKEN);
    await expect(postSetToken(CONFIG, 'tok', null)).resolves.toBe('stored');
    expect(browser.setTokenCalls()[0].fields).toMatchObject({ lead_id: '', lead_token: '' });
  });

  it("sends empty fields rather than dropping them, and reports failure as 'failed'", async () => {
    const browser = installPushBrowser({ status: 503 });
    await expect(postSetToken({ leadGenHost: 'https://leads.naya.test/' }, 'tok', null)).resolves.toBe('failed');
    const [call] = browser.setTokenCalls();
    expect(call.url).toBe('https://leads.naya.test/set-token');
    expect(call.fields).toMatchObject({ lead_id: '', lead_token: '', country: '', provider: '' });
  });
});
