// Issue 43, items 2–5, 8 and 11: what the site's words promise agrees with what the product does, in
// all three languages. Who gets the details: the lenders named in the form (those chosen, or every
// lender listed). The form is an application to those lenders; Naya makes no CRIB enquiry. Naya
// asks for its own SMS code, so the articles say where to type it. The Lenders page, not a
// "partners list". Sinhala negatives in the written form. STOP and /my/ in the privacy policy.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../common/lang';
import en from '../messages/en.json';
import si from '../messages/si.json';
import ta from '../messages/ta.json';
import * as content from './index';
import type { Block, Localized, PolicyVersion } from './types';

const messages = { si, en, ta };
const textsOf = (blocks: Block[]) => blocks.flatMap((b) => ('text' in b ? [b.text] : b.items)).join('\n');
const faq = (enQuestion: string) => content.faq.find((f) => f.q.en === enQuestion)!;
const current = (list: PolicyVersion[]) => list.find((v) => v.current) as { body: Localized<Block[]> };
const body = (v: { body: Localized<Block[]> }) => ({ si: textsOf(v.body.si), en: textsOf(v.body.en), ta: textsOf(v.body.ta) });
const article = (id: string) => body(content.articles.find((a) => a.id === id)!);

describe('who gets my details: one answer everywhere', () => {
  const answers = {
    en: 'the lenders you chose, or every lender listed there',
    si: 'ඔබ තෝරා ගත් ආයතන, නැතහොත් ආයතන තෝරා ගැනීමට ඔබෙන් නොවිමසූ විට එහි ලැයිස්තුගත සියලු ආයතන',
    ta: 'நீங்கள் தெரிவுசெய்த நிறுவனங்கள், அல்லது தெரிவுசெய்யுமாறு உங்களிடம் கேட்கப்படாவிட்டால் அங்கு பட்டியலிடப்பட்ட எல்லா நிறுவனங்களும்',
  };
  it('the FAQ and the current privacy policy name the lenders in the form, chosen or all listed', () => {
    const privacy = body(current(content.privacyPolicies));
    for (const lang of LANGS) {
      expect(faq('Who sees my information?').a[lang], lang).toContain(answers[lang]);
      expect(privacy[lang], lang).toContain(answers[lang]);
    }
    expect(privacy.en).toContain('Lenders: after you consent, only the licensed lenders named in the form');
  });

  it('the footer says the same, never "the one you choose"', () => {
    expect(en['footer.about']).toContain('to the lenders named in the form: those you choose, or every lender listed there.');
    expect(en['footer.about']).not.toContain('the one you choose');
    expect(si['footer.about']).toContain('ආකෘති පත්\u200Dරයේ නම් කර ඇති ආයතනවලට');
    expect(ta['footer.about']).toContain('படிவத்தில் பெயரிடப்பட்டுள்ள நிறுவனங்களுக்கு');
  });

  it('nothing current says "whose offers match" or "partners list" about lenders', () => {
    const texts = [
      ...content.faq.flatMap((f) => LANGS.map((l) => f.a[l])),
      ...Object.values(body(current(content.privacyPolicies))),
      ...Object.values(body(current(content.termsVersions))),
    ].join('\n');
    expect(texts).not.toMatch(/whose offers match|partners list|හවුල්කරුවන්ගේ ලැයිස්තුව|பங்காளர் பட்டிய/);
  });
});

describe('the form is an application to the lenders named in it; Naya makes no CRIB enquiry', () => {
  it('the CRIB answer says so in every language and no longer says "not a loan application"', () => {
    const a = faq('Does registering on Naya affect my credit record (CRIB)?').a;
    expect(a.en).toBe(
      'Naya makes no enquiry to the Credit Information Bureau of Sri Lanka (CRIB) and reports nothing to it. The Naya form is an application to the lenders named in it: with your consent, Naya sends your details to those lenders only, and each of them may check your CRIB report as part of its own assessment, as any lender would.',
    );
    expect(a.si).toContain('කිසිදු විමසීමක් නොකරන');
    expect(a.si).not.toContain('ණය අයදුම්පතක් නොවේ');
    expect(a.ta).toContain('எந்த விசாரணையும் செய்வதில்லை');
    expect(a.ta).not.toContain('கடன் விண்ணப்பம் அல்ல');
  });
});

describe('our own SMS code', () => {
  it('the unlicensed-lenders article says where to type it, never that Naya will not ask for it', () => {
    const a = article('spot-unlicensed-lenders-and-loan-scams');
    expect(a.en).toContain('Type our SMS code only on naya.lk; never tell it to anyone who calls or messages you.');
    expect(a.en).not.toMatch(/never ask for your (PIN, )?OTP/);
    expect(a.si).toContain('අපගේ SMS කේතය naya.lk හි පමණක් ඇතුළත් කරන්න;');
    expect(a.ta).toContain('எமது SMS குறியீட்டை naya.lk இல் மட்டுமே தட்டச்சு செய்யுங்கள்;');
  });
});

describe('interest-free, apply, licensed', () => {
  it('the first-loan offer is interest-free, not free', () => {
    expect(content.offersPages.offers4.title).toEqual({ si: 'පළමු ණයට පොලී නැත', en: 'First loan interest-free', ta: 'முதல் கடன் வட்டியின்றி' });
    const q = content.faq.map((f) => f.q);
    expect(q.map((x) => x.en)).toContain('What does “first loan interest-free” mean?');
    expect(JSON.stringify(q)).not.toMatch(/First loan free|first loan free”|පළමු ණය නොමිලේ/);
  });

  it('the lenders list says "Apply for this loan"', () => {
    expect(messages.en['lenders.apply']).toBe('Apply for this loan');
    expect(messages.si['lenders.apply']).toBe('මෙම ණය සඳහා අයදුම් කරන්න');
    expect(messages.ta['lenders.apply']).toBe('இந்தக் கடனுக்கு விண்ணப்பிக்கவும்');
  });

  it('the FAQ answers "Yes: only banks and finance companies licensed by the Central Bank" and points to the Lenders page', () => {
    const a = faq('Are the lenders on Naya licensed?').a;
    expect(a.en.startsWith('Yes: only banks and finance companies licensed by the Central Bank of Sri Lanka.')).toBe(true);
    expect(a.en).toContain('our Lenders page');
    expect(a.si.startsWith('ඔව්: ශ්\u200Dරී ලංකා මහ බැංකුවේ බලපත්\u200Dරලාභී බැංකු සහ මුදල් සමාගම් පමණි.')).toBe(true);
    expect(a.si).toContain(`“${si['nav.lenders']}” පිටුවේ`);
    expect(a.ta.startsWith('ஆம்: இலங்கை மத்திய வங்கியின் உரிமம் பெற்ற வங்கிகளும் நிதிக் கம்பனிகளும் மட்டுமே.')).toBe(true);
    expect(a.ta).toContain(`“${ta['nav.lenders']}” பக்கத்தில்`);
    expect(body(current(content.termsVersions)).en).toContain('show them on our Lenders page');
  });
});

describe('STOP is told in the privacy policy', () => {
  it('the current privacy policy says people can reply STOP, or stop marketing on /my/', () => {
    const p = body(current(content.privacyPolicies));
    expect(p.en).toContain('by replying STOP to any SMS from us, with “Stop marketing messages” on your “My applications” page');
    expect(p.en).toContain(en['my.marketingOff']);
    expect(p.si).toContain('STOP හෝ නවත්වන්න ලෙස පිළිතුරු');
    expect(p.si).toContain(si['my.marketingOff']);
    expect(p.ta).toContain('STOP அல்லது நிறுத்து எனப் பதில்');
    expect(p.ta).toContain(ta['my.marketingOff']);
    expect(p.en).toContain('as browser notifications (we do not send marketing by SMS or email)');
  });
});

describe('written Sinhala negatives (the semi-spoken "අපි … -න්නේ නැත" is gone)', () => {
  it('no current page, FAQ, article or policy says -න්නේ නැත', () => {
    const texts = [
      ...content.faq.map((f) => f.a.si),
      JSON.stringify([content.home, content.offersPages, content.landing, content.transition, content.about]),
      ...content.articles.map((a) => textsOf(a.body.si)),
      body(current(content.privacyPolicies)).si,
      body(current(content.termsVersions)).si,
      Object.values(si).join('\n'),
    ].join('\n');
    expect(texts).not.toMatch(/න්නේ(ද)? නැත(?!හොත්)/);
    expect(texts).not.toContain('පීඩනය කරති');
    expect(body(current(content.privacyPolicies)).si).toContain('අපි ඔබේ පුද්ගලික දත්ත නොවිකුණමු.');
    expect(faq('Who sees my information?').a.si).toContain('අපි ඔබේ දත්ත නොවිකුණමු.');
  });
});
