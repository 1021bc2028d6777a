// Issue 43 item 6: the console warns when a campaign has no text in a language, naming the text
// those readers get instead (the push's own fallback: Tamil → English → Sinhala).
import { describe, expect, it } from 'vitest';
import { missingLanguageWarnings } from './Compose';

const text = (title: string) => ({ title, body: 'b', url: '/offers/' });
const empty = { title: '', body: '', url: '' };

describe('missing-language warnings', () => {
  it('Sinhala and English only: Tamil readers get English', () => {
    expect(missingLanguageWarnings({ si: text('a'), en: text('b'), ta: empty })).toEqual([
      'No Tamil text: Tamil readers get the English text.',
    ]);
  });

  it('Sinhala only: English and Tamil readers get Sinhala', () => {
    expect(missingLanguageWarnings({ si: text('a'), en: empty, ta: { ...empty, title: '  ' } })).toEqual([
      'No English text: English readers get the Sinhala text.',
      'No Tamil text: Tamil readers get the Sinhala text.',
    ]);
  });

  it('every language filled (or nothing yet): no warning', () => {
    expect(missingLanguageWarnings({ si: text('a'), en: text('b'), ta: text('c') })).toEqual([]);
    expect(missingLanguageWarnings({ si: empty, en: empty, ta: empty })).toEqual([]);
  });
});
