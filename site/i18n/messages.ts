// UI messages, one JSON file per language with the same keys (site/messages/*.json). The server
// renderer imports all of them; the browser loads only the page's language, lazily.
import type en from '../messages/en.json';
import type { Lang } from '../../common/lang';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

/** Fills `{name}` placeholders: `format('5න් {rating}', { rating: 4 })`. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A translator bound to one language's messages. */
export type T = (key: MessageKey, values?: Record<string, string | number>) => string;
export function translator(messages: Messages): T {
  return (key, values) => format(messages[key] ?? key, values);
}

/** Each language is its own chunk; only the one the page needs is fetched. */
export const messageLoaders: Record<Lang, () => Promise<Messages>> = {
  si: () => import('../messages/si.json').then((m) => m.default as Messages),
  en: () => import('../messages/en.json').then((m) => m.default as Messages),
  ta: () => import('../messages/ta.json').then((m) => m.default as Messages),
};
