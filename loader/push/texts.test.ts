import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG_PROMPT_TEXT_PROBLEM } from '../constants';
import { resolvePromptTexts } from './texts';

const EN = 'Allow notifications to track the status of a money transfer.';
const ES = 'Permite las notificaciones para seguir el estado de tu transferencia de dinero.';
// Country id → [language, message, allow, reject] (loader/push/texts.ts).
const EXPECTED: Record<number, [string, string, string, string]> = {
  1: ['es', ES, 'Permitir', 'Rechazar'],
  2: ['es', ES, 'Permitir', 'Rechazar'],
  3: ['en', EN, 'Allow', 'Reject'],
  4: ['es', ES, 'Permitir', 'Rechazar'],
  5: ['es', ES, 'Permitir', 'Rechazar'],
  6: ['es', ES, 'Permitir', 'Rechazar'],
  7: ['uk', 'Дозвольте сповіщення, щоб стежити за статусом грошового переказу.', 'Дозволити', 'Відхилити'],
  8: ['ru', 'Разрешите уведомления, чтобы следить за статусом денежного перевода.', 'Разрешить', 'Отклонить'],
  9: ['vi', 'Cho phép thông báo để theo dõi trạng thái chuyển tiền của bạn.', 'Cho phép', 'Từ chối'],
  10: ['si', 'ඔබේ මුදල් පැවරුමේ තත්ත්වය දැන ගැනීමට දැනුම්දීම්වලට ඉඩ දෙන්න.', 'ඉඩ දෙන්න', 'ප්\u200dරතික්ෂේප කරන්න'],
  11: ['et', 'Luba teavitused, et jälgida rahaülekande olekut.', 'Luba', 'Keeldu'],
  12: ['ro', 'Permite notificările pentru a urmări starea transferului de bani.', 'Permite', 'Respinge'],
  13: ['lt', 'Leiskite pranešimus, kad galėtumėte stebėti pinigų pervedimo būseną.', 'Leisti', 'Atmesti'],
  14: ['pl', 'Zezwól na powiadomienia, aby śledzić status przelewu.', 'Zezwól', 'Odrzuć'],
  15: ['lv', 'Atļaujiet paziņojumus, lai sekotu līdzi naudas pārskaitījuma statusam.', 'Atļaut', 'Noraidīt'],
  16: ['bg', 'Разрешете известията, за да следите статуса на паричния превод.', 'Разрешете', 'Откажете'],
};

afterEach(() => vi.restoreAllMocks());

describe('prompt texts by country (loader/push/texts.ts)', () => {
  for (const [id, [lang, message, allow, reject]] of Object.entries(EXPECTED)) {
    it(`country ${id} → ${lang}`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const texts = await resolvePromptTexts({ country: Number(id) });
      expect(texts).toMatchObject({ lang, message, allow, reject });
      expect(texts.close).not.toBe('');
      expect(texts.title).not.toBe('');
      expect(warn).not.toHaveBeenCalled();
    });
  }

  it("speaks the page's language (nayaConfig.lang) over the country's: a Tamil page on Sri Lanka's id gets Tamil", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await resolvePromptTexts({ country: 10, lang: 'ta' })).toEqual({
      message: 'பணப் பரிமாற்றத்தின் நிலையை அறிந்துகொள்ள அறிவிப்புகளை அனுமதியுங்கள்.',
      allow: 'அனுமதிக்கவும்',
      reject: 'நிராகரிக்கவும்',
      close: 'மூடவும்',
      title: 'அறிவிப்புகள்',
      lang: 'ta',
    });
    expect(await resolvePromptTexts({ country: 10, lang: 'en' })).toMatchObject({ lang: 'en', message: EN, allow: 'Allow' });
    expect(await resolvePromptTexts({ lang: 'si' })).toMatchObject({ lang: 'si', allow: 'ඉඩ දෙන්න' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the zero-width joiner of ප්‍ර in the Sinhala reject button', async () => {
    const { reject } = await resolvePromptTexts({ country: 10 });
    expect(reject).toContain('\u0db4\u0dca\u200d\u0dbb');
  });

  it('falls back to English without a country, and logs nothing: the text is resolved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const texts = await resolvePromptTexts({});
    expect(texts).toMatchObject({ lang: 'en', message: EN, allow: 'Allow', reject: 'Reject', close: 'Close' });
    expect(warn).not.toHaveBeenCalled();
  });

  for (const country of [0, 17, 99]) {
    it(`falls back to English and logs the spec message for country ${country}, which has no default`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const texts = await resolvePromptTexts({ country });
      expect(texts).toMatchObject({ lang: 'en', message: EN, allow: 'Allow', reject: 'Reject', close: 'Close' });
      expect(warn).toHaveBeenCalledWith(MSG_PROMPT_TEXT_PROBLEM);
    });
  }

  it('logs it for an unknown country only while a text is left without a custom one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const partial = await resolvePromptTexts({ country: 99, customText: 'Get updates' });
    expect(partial).toMatchObject({ message: 'Get updates', allow: 'Allow', reject: 'Reject' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockClear();
    await resolvePromptTexts({ country: 99, customText: 'Get updates', customAcceptText: 'Sure', customDeclineText: 'No thanks' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('page overrides', () => {
  it('win field by field over the country default', async () => {
    const texts = await resolvePromptTexts({ country: 10, customAcceptText: 'Yes please' });
    expect(texts.allow).toBe('Yes please');
    expect(texts.reject).toBe(EXPECTED[10][3]);
    expect(texts.message).toBe(EXPECTED[10][1]);
    expect(texts.lang).toBeUndefined(); // mixed languages: the page's own lang applies
  });

  it('need no country when all three are given, and blank ones are ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = await resolvePromptTexts({ customText: 'Get updates', customAcceptText: 'Sure', customDeclineText: 'No thanks' });
    expect(full).toMatchObject({ message: 'Get updates', allow: 'Sure', reject: 'No thanks' });
    expect(warn).not.toHaveBeenCalled();
    const blank = await resolvePromptTexts({ country: 3, customText: '   ' });
    expect(blank.message).toBe(EN);
  });
});
