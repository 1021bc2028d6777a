import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../lang';
import { ERROR_CODES } from './errors';
import { consentText, marketingText, validationMessages } from './messages';

const ZWJ = '\u200D';
const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;
const texts = (lang: Lang) => [...Object.values(validationMessages[lang]), consentText[lang], marketingText[lang]];

describe('validation messages', () => {
  it('have identical keys in every language: every error code, nothing else', () => {
    expect(Object.keys(validationMessages).sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) expect(Object.keys(validationMessages[lang]).sort(), lang).toEqual([...ERROR_CODES].sort());
  });

  it('are real sentences: Sinhala in Sinhala script, English without it, none empty', () => {
    for (const code of ERROR_CODES) {
      expect(validationMessages.si[code]).toMatch(SINHALA);
      expect(validationMessages.en[code]).not.toMatch(SINHALA);
      expect(validationMessages.en[code]).toMatch(/^[A-Z].*\.$/);
      expect(validationMessages.ta[code]).toMatch(TAMIL);
      expect(validationMessages.ta[code]).not.toMatch(SINHALA);
    }
  });
});

describe('Sinhala text', () => {
  it('joins every rakaransaya and yansaya with ZWJ (ශ්‍රී, ප්‍ර, ත්‍ර, ඛ්‍ය)', () => {
    for (const text of texts('si')) {
      // A consonant + al-lakuna directly followed by ර or ය renders as two letters without ZWJ.
      expect(text).not.toMatch(/[\u0D9A-\u0DC6]\u0DCA[\u0DBB\u0DBA]/);
    }
    expect(validationMessages.si.phone_invalid).toContain(`ශ්${ZWJ}රී ලංකාවේ`);
  });

  it('has no stray joiners or Latin look-alikes', () => {
    for (const text of texts('si')) {
      expect(text).not.toMatch(/\u200C|\u200D(?![\u0DBB\u0DBA])/); // ZWJ only before ර/ය; no ZWNJ
      expect(text).toBe(text.normalize('NFC'));
    }
  });
});

describe('consent texts (PDPA No. 9 of 2022)', () => {
  it.each(LANGS)('%s names the act, the purpose and the rights', (lang) => {
    const text = consentText[lang];
    expect(text).toContain('2022');
    expect(text).toContain('9');
    expect(text).toContain('Naya');
  });

  it('English lists the purpose and every right', () => {
    for (const words of ['licensed lenders named in this consent', 'assess my loan request', 'access', 'correct', 'erase', 'withdraw']) {
      expect(consentText.en).toContain(words);
    }
  });

  it('Sinhala lists the purpose and every right', () => {
    for (const words of [
      'බලපත්\u200Dරලාභී ණය දෙන ආයතන',
      'රහස්\u200Dයතා ප්\u200Dරතිපත්තියේ',
      'ණය ඉල්ලීම ඇගයීමට',
      'ප්\u200Dරවේශ වීමට',
      'නිවැරදි කිරීමට',
      'මකා දැමීමට',
      'ඉල්ලා අස් කර ගැනීමට',
    ]) {
      expect(consentText.si).toContain(words);
    }
  });

  it('Tamil lists the purpose and every right, in Sri Lankan terms', () => {
    for (const words of [
      'உரிமம் பெற்ற கடன் வழங்கும் நிறுவனங்களுடன்',
      'தனியுரிமைக் கொள்கையில்',
      'கடன் கோரிக்கையை மதிப்பிடுவதற்கும்',
      'தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டத்தின்',
      'பார்வையிட',
      'திருத்த',
      'அழிக்குமாறு',
      'மீளப்பெறுவதற்கும்',
    ]) {
      expect(consentText.ta).toContain(words);
    }
    expect(validationMessages.ta.phone_invalid).toContain('கையடக்கத் தொலைபேசி இலக்கம்'); // not India's கைபேசி எண்
    expect(validationMessages.ta.income_range).toContain('ரூபா'); // not ரூபாய்
  });

  it('marketing consent is separate and says it is optional', () => {
    expect(marketingText.en).toContain('optional');
    expect(marketingText.si).toContain('අත්\u200Dයවශ්\u200Dය නොවන');
    expect(marketingText.ta).toContain('கட்டாயமில்லை');
  });
});
