// The site's own prompt in Tamil (site/content/GLOSSARY-ta.md): polite imperatives, as the site's
// other buttons; அனுமதிக்கவும் / நிராகரிக்கவும், not the bare அனுமதி / நிராகரி.
import type { PromptTexts } from '../texts';

const texts: PromptTexts = {
  message: 'உங்கள் கடன் கோரிக்கையின் நிலையை அறிய அறிவிப்புகளை அனுமதியுங்கள்.',
  allow: 'அனுமதிக்கவும்',
  reject: 'நிராகரிக்கவும்',
  close: 'மூடவும்',
  title: 'அறிவிப்புகள்',
  lang: 'ta',
};
export default texts;
