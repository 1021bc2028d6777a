// Widget copy, one module per language, each loaded lazily: a page, the site's or a partner's,
// loads only its language (docs/leads-and-widgets.md); the build-time renderer and tests register
// them all (i18n/all.ts).
// Validation messages, consent and marketing texts come from the shared domain module, so the form
// and the server say the same.
import { formatTermWith } from '../common/format/format';
import type { Lang } from '../common/lang';
import type { Messages } from './i18n/si';

export type { Messages };

const registry: Partial<Record<Lang, Messages>> = {};

export function registerMessages(lang: Lang, messages: Messages): void {
  registry[lang] = messages;
}

/** The copy of `lang`; it must have been registered (partner.tsx and i18n/all.ts do it). */
export function messagesFor(lang: Lang): Messages {
  const m = registry[lang] ?? registry.si ?? registry.en;
  if (!m) throw new Error(`naya: no widget copy registered for ${lang}`);
  return m;
}

/** Loan terms offered in the filter and the form, in days (7 … 1,825 as the lead schema allows). */
export const TERM_CHOICES = [14, 30, 60, 90, 180, 365, 730, 1095, 1825];

/** A term as DESIGN "Formats" writes it (common/format): whole years, whole months, else days. */
export const formatTerm = (days: number, m: Messages): string => formatTermWith(days, m.format);

/** Approval time: minutes under an hour, hours under two days, then days. */
export function formatApproval(minutes: number, m: Messages): string {
  if (minutes < 60) return m.minutes(minutes);
  if (minutes < 48 * 60) return m.hours(Math.round(minutes / 60));
  return m.format.day(Math.round(minutes / 1440));
}
