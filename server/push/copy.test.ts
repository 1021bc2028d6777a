// Issue 43 item 6: what a push says. A status message names the lender whose answer it tells; a
// campaign without the reader's language falls back Tamil → English → Sinhala (a Tamil reader got
// Sinhala before). The delivery path itself (a lender's state reaching FCM) is in push.test.ts.
import { describe, expect, it } from 'vitest';
import { fcmMessage } from './deliveries';
import { statusText } from './copy';

const row = (fields: Partial<Parameters<typeof fcmMessage>[0]>) => ({
  delivery_id: 'm:1',
  message_id: 'm',
  campaign_id: null,
  status: null,
  token: 'tok',
  lang: 'si',
  attempts: 1,
  content: null,
  ...fields,
});

describe('status messages name the lender', () => {
  it('"could not approve" says which lender, in all three languages', () => {
    expect(statusText('rejected', 'en', 'Lanka Credit').body).toBe(
      'Lanka Credit could not approve your application. See other offers that suit you.',
    );
    expect(statusText('rejected', 'si', 'Lanka Credit').body).toBe(
      'Lanka Credit ආයතනයට ඔබේ අයදුම්පත අනුමත කළ නොහැකි විය. ඔබට ගැළපෙන වෙනත් ණය දීමනා බලන්න.',
    );
    expect(statusText('rejected', 'ta', 'Lanka Credit').body).toBe(
      'Lanka Credit நிறுவனத்தால் உங்கள் விண்ணப்பத்தை அங்கீகரிக்க முடியவில்லை. உங்களுக்குப் பொருந்தும் வேறு சலுகைகளைப் பாருங்கள்.',
    );
    const sent = fcmMessage(row({ status: 'rejected', lang: 'ta', lender: 'Lanka Credit' }), 'https://naya.test');
    expect(sent.data.body).toContain('Lanka Credit');
    expect(sent.data.url).toBe('https://naya.test/ta/my/');
  });

  it('without a known lender the general words stay', () => {
    expect(fcmMessage(row({ status: 'rejected', lang: 'en' }), undefined).data.body).toBe(
      'This lender could not approve your application. See other offers that suit you.',
    );
  });
});

describe('a campaign without the reader language', () => {
  const si = { title: 'නව ණය දීමනා', body: 'බලන්න', url: '/offers/' };
  const en = { title: 'New loan offers', body: 'Have a look', url: '/en/offers/' };
  const ta = { title: 'புதிய கடன் சலுகைகள்', body: 'பாருங்கள்', url: '/ta/offers/' };
  const title = (lang: string, content: Record<string, typeof si>) =>
    fcmMessage(row({ campaign_id: 'c', lang, content }), undefined).data.title;

  it('reaches a Tamil reader in English before Sinhala, and in Tamil when there is Tamil', () => {
    expect(title('ta', { si, en })).toBe(en.title);
    expect(title('ta', { si })).toBe(si.title);
    expect(title('ta', { si, en, ta })).toBe(ta.title);
  });

  it('an English reader gets Sinhala before Tamil; a Sinhala reader English before Tamil', () => {
    expect(title('en', { si, ta })).toBe(si.title);
    expect(title('si', { en, ta })).toBe(en.title);
  });
});
