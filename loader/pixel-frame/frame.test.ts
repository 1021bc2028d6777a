import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerParent, parentOrigin } from './frame';

const ALLOWED = 'https://partner.example';

// happy-dom has no real frames: the frame's window is a stand-in whose parent records postMessage.
// The real cross-origin frame runs in tests/browser/pixel.test.ts.
function framedWindow(options: { ancestor?: string; referrer?: string; allowList?: string }) {
  const doc = document.implementation.createHTMLDocument('pixel');
  const meta = doc.createElement('meta');
  meta.name = 'naya-pixel-origins';
  meta.content = options.allowList ?? ALLOWED;
  doc.head.append(meta);
  Object.defineProperty(doc, 'referrer', { value: options.referrer ?? '' });
  const parent = { postMessage: vi.fn() };
  const location = { ancestorOrigins: options.ancestor === undefined ? undefined : [options.ancestor] };
  return { win: { parent, location, document: doc } as unknown as Window, postMessage: parent.postMessage };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('parentOrigin', () => {
  it('prefers location.ancestorOrigins (Chromium, Safari)', () => {
    const loc = { ancestorOrigins: ['https://a.example'] } as unknown as Location;
    expect(parentOrigin(loc, 'https://b.example/page')).toBe('https://a.example');
  });

  it("falls back to the referrer's origin (Firefox)", () => {
    expect(parentOrigin({} as Location, 'https://b.example/offers/?x=1')).toBe('https://b.example');
  });

  it('is null without referrer or for opaque origins', () => {
    expect(parentOrigin({} as Location, '')).toBeNull();
    expect(parentOrigin({ ancestorOrigins: ['null'] } as unknown as Location, 'https://b.example/')).toBeNull();
  });
});

describe('answerParent', () => {
  it('posts the lead id to an allowed parent, with its exact origin as targetOrigin', () => {
    localStorage.setItem('leadId', 'L-1');
    const { win, postMessage } = framedWindow({ ancestor: ALLOWED });
    expect(answerParent(win)).toBe(ALLOWED);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'naya:lead', lead_id: 'L-1' }, ALLOWED);
  });

  it('sends the lead\'s token with it, for the parent\'s push token (docs/push.md "Tokens")', () => {
    localStorage.setItem('leadId', 'L-1');
    localStorage.setItem('leadToken', 'tok3n-0123456789-abcdefghijklmnopqrstuvwxyz');
    const { win, postMessage } = framedWindow({ ancestor: ALLOWED });
    answerParent(win);
    const message = { type: 'naya:lead', lead_id: 'L-1', lead_token: 'tok3n-0123456789-abcdefghijklmnopqrstuvwxyz' };
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(message, ALLOWED);
  });

  it('reads the older lead_id key too', () => {
    localStorage.setItem('lead_id', 'L-legacy');
    const { win, postMessage } = framedWindow({ referrer: `${ALLOWED}/landing/offers/` });
    answerParent(win);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'naya:lead', lead_id: 'L-legacy' }, ALLOWED);
  });

  it('posts nothing to a parent that is not on the list', () => {
    localStorage.setItem('leadId', 'L-1');
    const { win, postMessage } = framedWindow({ ancestor: 'https://evil.example' });
    expect(answerParent(win)).toBeNull();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('believes ancestorOrigins over a referrer that names an allowed origin', () => {
    localStorage.setItem('leadId', 'L-1');
    const { win, postMessage } = framedWindow({ ancestor: 'https://evil.example', referrer: `${ALLOWED}/` });
    answerParent(win);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing with an empty allow-list, a wildcard list, or no known parent origin', () => {
    localStorage.setItem('leadId', 'L-1');
    for (const setup of [{ ancestor: ALLOWED, allowList: '' }, { ancestor: ALLOWED, allowList: '*' }, {}]) {
      const { win, postMessage } = framedWindow(setup);
      expect(answerParent(win)).toBeNull();
      expect(postMessage).not.toHaveBeenCalled();
    }
  });

  it('posts nothing without a lead id (the parent then times out)', () => {
    const { win, postMessage } = framedWindow({ ancestor: ALLOWED });
    expect(answerParent(win)).toBeNull();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('does nothing when opened directly instead of framed', () => {
    localStorage.setItem('leadId', 'L-1');
    const postMessage = vi.spyOn(window, 'postMessage');
    expect(answerParent(window)).toBeNull();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
