// The offers widget's click-through binding: a beacon to /api/leads/{lead_id}/clicks carrying the
// offer and the lead's token, as text/plain; nothing without a lead or its token.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindClick } from './bind-click';

const OFFER = { offer_id: 'demo-offer', lender_id: 'demo-finance' };

describe('bindClick', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends the offer and the lead token to the lead’s clicks address', async () => {
    const sent: { url: string; body: Blob }[] = [];
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: (url: string, body: Blob) => (sent.push({ url, body }), true) });
    localStorage.setItem('leadToken', 'tok3n-0123456789-abcdefghijklmnopqrstuvwxyz');
    expect(bindClick('https://naya.lk', 'lead 1', OFFER)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://naya.lk/api/leads/lead%201/clicks');
    expect(sent[0]!.body.type).toBe('text/plain');
    expect(JSON.parse(await sent[0]!.body.text())).toEqual({
      offer_id: 'demo-offer',
      lead_token: 'tok3n-0123456789-abcdefghijklmnopqrstuvwxyz',
    });
  });

  it('sends nothing for a visitor who has not registered, whose token is gone, or for an offer of no lender', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    expect(bindClick('https://naya.lk', null, OFFER)).toBe(false);
    expect(bindClick('https://naya.lk', 'lead-1', OFFER)).toBe(false); // no token stored
    localStorage.setItem('leadToken', 'tok3n-0123456789-abcdefghijklmnopqrstuvwxyz');
    expect(bindClick('https://naya.lk', 'lead-1', { offer_id: 'comparison-only' })).toBe(false); // an offer of no lender
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
