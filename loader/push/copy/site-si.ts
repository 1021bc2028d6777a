// The site's own prompt in Sinhala (site/content/GLOSSARY-si.md): our visitors are asked about
// their loan request. One chunk per language, loaded with the push chunk, so a page carries only
// its own language. ප්‍ර carries a zero-width joiner (rakaransaya).
import type { PromptTexts } from '../texts';

const texts: PromptTexts = {
  message: 'ඔබේ ණය ඉල්ලීමේ තත්ත්වය දැන ගැනීමට දැනුම්දීම්වලට ඉඩ දෙන්න.',
  allow: 'ඉඩ දෙන්න',
  reject: 'ප්\u200dරතික්ෂේප කරන්න',
  close: 'වසන්න',
  title: 'දැනුම්දීම්',
  lang: 'si',
};
export default texts;
