// What a status message says, in the lead's language (si default), and where its click leads:
// the borrower's page, /my/, in that language. A state we do not know gets the general words.
import { resolveLang, routePrefix } from '../../common/lang';
import type { LeadLang } from '../../common/domain/lead-schema';

export interface PushText {
  title: string;
  body: string;
}

type StatusCopy = Record<'approved' | 'rejected' | 'issued' | 'closed' | 'other', PushText>;

const STATUS_COPY: Record<LeadLang, StatusCopy> = {
  si: {
    approved: { title: 'ඔබේ ණය අයදුම්පත අනුමත විය', body: 'ණය දෙන ආයතනය ඔබේ අයදුම්පත අනුමත කර ඇත. විස්තර බැලීමට තට්ටු කරන්න.' },
    rejected: {
      title: 'ඔබේ ණය අයදුම්පත පිළිබඳ නව තොරතුරක්',
      body: 'මෙම ණය දෙන ආයතනයට ඔබේ අයදුම්පත අනුමත කළ නොහැකි විය. ඔබට ගැළපෙන වෙනත් ණය දීමනා බලන්න.',
    },
    issued: { title: 'ඔබේ ණය මුදල නිකුත් කෙරිණි', body: 'ණය දෙන ආයතනය ඔබේ ණය මුදල නිකුත් කර ඇත.' },
    closed: { title: 'ඔබේ ණය අයදුම්පත වසා ඇත', body: 'ඔබේ අයදුම්පත වසා ඇත. නව ණය දීමනා ඕනෑම වේලාවක සසඳන්න.' },
    other: { title: 'ඔබේ ණය අයදුම්පතේ නව තත්ත්වයක්', body: 'ඔබේ අයදුම්පතේ තත්ත්වය වෙනස් විය. විස්තර බැලීමට තට්ටු කරන්න.' },
  },
  en: {
    approved: { title: 'Your loan application was approved', body: 'The lender approved your application. Tap to see the details.' },
    rejected: {
      title: 'An update on your loan application',
      body: 'This lender could not approve your application. See other offers that suit you.',
    },
    issued: { title: 'Your loan has been paid out', body: 'The lender has issued your loan.' },
    closed: { title: 'Your loan application is closed', body: 'Your application is closed. Compare new offers any time.' },
    other: { title: 'News about your loan application', body: 'The status of your application changed. Tap to see the details.' },
  },
  ta: {
    approved: {
      title: 'உங்கள் கடன் விண்ணப்பம் அங்கீகரிக்கப்பட்டது',
      body: 'கடன் வழங்கும் நிறுவனம் உங்கள் விண்ணப்பத்தை அங்கீகரித்துள்ளது. விவரங்களைக் காணத் தட்டுங்கள்.',
    },
    rejected: {
      title: 'உங்கள் கடன் விண்ணப்பம் பற்றிய தகவல்',
      body: 'இந்தக் கடன் வழங்கும் நிறுவனத்தால் உங்கள் விண்ணப்பத்தை அங்கீகரிக்க முடியவில்லை. உங்களுக்குப் பொருந்தும் வேறு சலுகைகளைப் பாருங்கள்.',
    },
    issued: { title: 'உங்கள் கடன் தொகை வழங்கப்பட்டது', body: 'கடன் வழங்கும் நிறுவனம் உங்கள் கடன் தொகையை வழங்கியுள்ளது.' },
    closed: { title: 'உங்கள் கடன் விண்ணப்பம் மூடப்பட்டது', body: 'உங்கள் விண்ணப்பம் மூடப்பட்டது. புதிய சலுகைகளை எந்நேரத்திலும் ஒப்பிடலாம்.' },
    other: { title: 'உங்கள் கடன் விண்ணப்பம் பற்றிய புதிய தகவல்', body: 'உங்கள் விண்ணப்பத்தின் நிலை மாறியுள்ளது. விவரங்களைக் காணத் தட்டுங்கள்.' },
  },
};

const known = (lang: string): LeadLang => resolveLang(lang);

type NamedStatus = 'approved' | 'rejected' | 'issued';

/** The same messages naming the lender whose answer they tell (issue 43: "This lender could not
 * approve your application" named no lender). Used when the lender is known. */
const NAMED_COPY: Record<LeadLang, Record<NamedStatus, (lender: string) => PushText>> = {
  si: {
    approved: (lender) => ({
      title: STATUS_COPY.si.approved.title,
      body: `${lender} ආයතනය ඔබේ අයදුම්පත අනුමත කර ඇත. විස්තර බැලීමට තට්ටු කරන්න.`,
    }),
    rejected: (lender) => ({
      title: STATUS_COPY.si.rejected.title,
      body: `${lender} ආයතනයට ඔබේ අයදුම්පත අනුමත කළ නොහැකි විය. ඔබට ගැළපෙන වෙනත් ණය දීමනා බලන්න.`,
    }),
    issued: (lender) => ({ title: STATUS_COPY.si.issued.title, body: `${lender} ආයතනය ඔබේ ණය මුදල නිකුත් කර ඇත.` }),
  },
  en: {
    approved: (lender) => ({ title: STATUS_COPY.en.approved.title, body: `${lender} approved your application. Tap to see the details.` }),
    rejected: (lender) => ({
      title: STATUS_COPY.en.rejected.title,
      body: `${lender} could not approve your application. See other offers that suit you.`,
    }),
    issued: (lender) => ({ title: STATUS_COPY.en.issued.title, body: `${lender} has paid out your loan.` }),
  },
  ta: {
    approved: (lender) => ({
      title: STATUS_COPY.ta.approved.title,
      body: `${lender} நிறுவனம் உங்கள் விண்ணப்பத்தை அங்கீகரித்துள்ளது. விவரங்களைக் காணத் தட்டுங்கள்.`,
    }),
    rejected: (lender) => ({
      title: STATUS_COPY.ta.rejected.title,
      body: `${lender} நிறுவனத்தால் உங்கள் விண்ணப்பத்தை அங்கீகரிக்க முடியவில்லை. உங்களுக்குப் பொருந்தும் வேறு சலுகைகளைப் பாருங்கள்.`,
    }),
    issued: (lender) => ({ title: STATUS_COPY.ta.issued.title, body: `${lender} நிறுவனம் உங்கள் கடன் தொகையை வழங்கியுள்ளது.` }),
  },
};

/** A status message in the lead's language; with `lender`, the message names it. */
export function statusText(status: string, lang: string, lender?: string): PushText {
  const named = lender ? NAMED_COPY[known(lang)][status as NamedStatus] : undefined;
  if (named) return named(lender!);
  const copy = STATUS_COPY[known(lang)];
  return copy[status as keyof StatusCopy] ?? copy.other;
}

/** Our offers page in the lead's language (Sinhala unprefixed: docs/site.md). Relative when
 * PUBLIC_URL is unset: the service worker resolves it against its own origin. */
export function siteUrl(publicUrl: string | undefined, lang: string, path = '/offers/'): string {
  return `${(publicUrl ?? '').replace(/\/+$/, '')}${routePrefix(known(lang))}${path}`;
}

export const iconUrl = (publicUrl: string | undefined) => `${(publicUrl ?? '').replace(/\/+$/, '')}/favicon.svg`;
