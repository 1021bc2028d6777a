// Issue 43 items 1 and 2: the consent a person gives says what we do. Marketing goes as browser
// notifications (campaigns are pushes; we send no marketing SMS or email), and the lenders that
// receive the details are the ones named in the consent, not "every lender on this page".
import { expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../common/domain/lead-rules';
import { appOn, ADMIN, json } from '../../testing/app';
import { describeEachBackend } from '../../testing/backends';

interface ConsentBody {
  version: string;
  text: Record<'si' | 'en' | 'ta', string>;
  marketing: Record<'si' | 'en' | 'ta', string>;
  lenders: { name: string }[];
}

describeEachBackend('GET /api/consent: the words promise what the product does', (get) => {
  it('marketing names browser notifications in all three languages, never SMS or email', async () => {
    const { app } = await appOn(get());
    const body = (await (await app.request('/api/consent')).json()) as ConsentBody;
    expect(body.version.startsWith('2026-11-28.1')).toBe(true);
    expect(CONSENT_VERSION).toBe('2026-11-28.1');
    expect(body.marketing.en).toBe(
      'Send me browser notifications about new loan offers and promotions. This is optional and does not affect my application. I can stop them at any time.',
    );
    expect(body.marketing.si).toContain('බ්\u200Dරවුසර දැනුම්දීම් මගින් මට දන්වන්න');
    expect(body.marketing.ta).toContain('உலாவி அறிவிப்புகள் மூலம் எனக்கு அறியத்தரவும்');
    for (const lang of ['si', 'en', 'ta'] as const) {
      expect(body.marketing[lang], lang).not.toMatch(/SMS|email|ඊමේල්|විද්\u200Dයුත් තැපෑල|மின்னஞ்சல்/u);
    }
    expect(body.marketing.ta).toContain('நான்'); // the person's own statement
    expect(body.text.ta).toContain('நான் வழங்குகிறேன்');
  });

  it('the lenders that receive the details are those named in the consent, and the consent names them', async () => {
    const { app } = await appOn(get());
    const created = await app.request(
      '/api/admin/lenders',
      json({ name: 'Ceylon Test Finance', rules: {} }, { Authorization: `Bearer ${ADMIN}` }),
    );
    expect([200, 201]).toContain(created.status);
    const body = (await (await app.request('/api/consent')).json()) as ConsentBody;
    expect(body.text.en).toContain('with the licensed lenders named in this consent.');
    expect(body.text.en).not.toContain('listed on this page');
    expect(body.text.en.endsWith('The lenders that may receive my details: Ceylon Test Finance.')).toBe(true);
    expect(body.text.si).toContain('මෙම කැමැත්තේ නම් කර ඇති බලපත්\u200Dරලාභී ණය දෙන ආයතන සමඟ');
    expect(body.text.si).not.toContain('මෙම පිටුවේ');
    expect(body.text.ta).toContain('இந்தச் சம்மதத்தில் பெயரிடப்பட்டுள்ள உரிமம் பெற்ற கடன் வழங்கும் நிறுவனங்களுடன்');
    expect(body.text.ta).not.toContain('இந்தப் பக்கத்தில்');
  });
});
