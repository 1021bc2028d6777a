// The site's own prompt in English: our visitors are asked about their loan request.
import type { PromptTexts } from '../texts';

const texts: PromptTexts = {
  message: 'Allow notifications to follow the status of your loan request.',
  allow: 'Allow',
  reject: 'Reject',
  close: 'Close',
  title: 'Notifications',
  lang: 'en',
};
export default texts;
