import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLED_BY_USER, CONFIRMED_BY_USER, MSG_UPDATE_TOKEN_FAILED, PUSH_TOKEN_KEY, PUSH_UPDATED_KEY } from '../constants';
import { RESEND_INTERVAL_MS, resendTokenWithLead } from './resend';
import { CONFIG, installPushBrowser, LEAD_TOKEN, uninstallPushBrowser } from './test-support';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('leadToken', LEAD_TOKEN); // the lead's proof, from registration or the pixel
});
afterEach(uninstallPushBrowser);

describe('re-send with the lead id (docs/push.md)', () => {
  it('re-sends the stored token once with the lead id and its token, and marks it updated once tied', async () => {
    const browser = installPushBrowser();
    localStorage.setItem(PUSH_TOKEN_KEY, 'tok');
    await expect(resendTokenWithLead(CONFIG, 'lead-1')).resolves.toBe(true);
    await expect(resendTokenWithLead(CONFIG, 'lead-1')).resolves.toBe(false);
    const sent = browser.setTokenCalls().map((c) => [c.fields.token, c.fields.lead_id, c.fields.lead_token]);
    expect(sent).toEqual([['tok', 'lead-1', LEAD_TOKEN]]);
    expect(localStorage.getItem(PUSH_UPDATED_KEY)).toBe('true');
  });

  it('is not marked updated when the server stored the token without tying it (a wrong lead token)', async () => {
    const browser = installPushBrowser();
    localStorage.setItem(PUSH_TOKEN_KEY, 'tok');
    localStorage.setItem('leadToken', 'another-leads-token-0123456789');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(resendTokenWithLead(CONFIG, 'lead-1')).resolves.toBe(false);
    expect(browser.setTokenCalls()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(MSG_UPDATE_TOKEN_FAILED);
    expect(localStorage.getItem(PUSH_UPDATED_KEY)).toBeNull(); // a later page tries again
  });

  it('sends nothing without a lead token: the server would tie nothing', async () => {
    const browser = installPushBrowser();
    localStorage.setItem(PUSH_TOKEN_KEY, 'tok');
    localStorage.removeItem('leadToken');
    await expect(resendTokenWithLead(CONFIG, 'lead-1')).resolves.toBe(false);
    expect(browser.fetch).not.toHaveBeenCalled();
  });

  it('sends once even when two callers race', async () => {
    const browser = installPushBrowser();
    localStorage.setItem(PUSH_TOKEN_KEY, 'tok');
    await Promise.all([resendTokenWithLead(CONFIG, 'lead-1'), resendTokenWithLead(CONFIG, 'lead-1')]);
    expect(browser.setTokenCalls()).toHaveLength(1);
  });

  for (const [label, token, updated] of [
    ['the visitor declined', CANCELLED_BY_USER, CANCELLED_BY_USER],
    ['the visitor only confirmed', CONFIRMED_BY_USER, null],
    ['there is no token', null, null],
    ['it was already updated', 'tok', 'true'],
  ] as const) {
    it(`is skipped when ${label}`, async () => {
      const browser = installPushBrowser();
      if (token) localStorage.setItem(PUSH_TOKEN_KEY, token);
      if (updated) localStorage.setItem(PUSH_UPDATED_KEY, updated);
      await expect(resendTokenWithLead(CONFIG, 'lead-1')).resolves.toBe(false);
      expect(browser.fetch).not.toHaveBeenCalled();
    });
  }

  it('is skipped without a lead id', async () => {
    const browser = installPushBrowser();
    localStorage.setItem(PUSH_TOKEN_KEY, 'tok');
    await expect(resendTokenWithLead(CONFIG, null)).resolves.toBe(false);
    expect(browser.fetch).not.toHaveBeenCalled();
  });

  it('logs the spec message on failure and tries again on a page a day later, not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const browser = installPushBrowser({ status: 500 });
      localStorage.setItem(PUSH_TOKEN_KEY, 'tok');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(resendTokenWithLead(CONFIG, 'lead-1')).resolves.toBe(false);
      expect(warn).toHaveBeenCalledWith(MSG_UPDATE_TOKEN_FAILED);
      expect(localStorage.getItem(PUSH_UPDATED_KEY)).toBeNull();
      browser.fetch.mockResolvedValue(new Response(null, { status: 204, headers: { 'X-Naya-Lead-Tied': '1' } }));
      vi.setSystemTime(Date.now() + RESEND_INTERVAL_MS - 1000);
      await expect(resendTokenWithLead(CONFIG, 'lead-1')).resolves.toBe(false); // same lead, same day
      expect(browser.setTokenCalls()).toHaveLength(1);
      vi.setSystemTime(Date.now() + 1000);
      await expect(resendTokenWithLead(CONFIG, 'lead-1')).resolves.toBe(true);
      expect(browser.setTokenCalls()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries a lead whose token the server did not tie at most once a day, however many pages are viewed; a new lead at once', async () => {
    const browser = installPushBrowser();
    localStorage.setItem(PUSH_TOKEN_KEY, 'tok');
    localStorage.setItem('leadToken', 'another-leads-token-0123456789'); // stale proof: never tied
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let page = 0; page < 5; page++) await resendTokenWithLead(CONFIG, 'lead-1');
    expect(browser.setTokenCalls().map((c) => c.fields.lead_id)).toEqual(['lead-1']);
    localStorage.setItem('leadToken', LEAD_TOKEN); // a new registration brings a new lead and its proof
    await expect(resendTokenWithLead(CONFIG, 'lead-2')).resolves.toBe(true);
    expect(browser.setTokenCalls().map((c) => c.fields.lead_id)).toEqual(['lead-1', 'lead-2']);
  });
});
