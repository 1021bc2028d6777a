// Reads the partner's page globals (`window.nayaConfig`, docs/identity-and-events.md).
// A field of the wrong type is ignored and named in one console warning; nothing here throws into
// the host page. No schema library: the loader core stays tiny.

import { isLang, type Lang } from '../common/lang';
import { eachSubField, SUB_ID, type SubField } from '../common/utm';

/** `nayaConfig.push`: unset asks only when the page serves the worker; see README. */
export const PUSH_SETTINGS = ['prompt', 'custom', 'native', 'off'] as const;
export type PushSetting = (typeof PUSH_SETTINGS)[number];

/** The partner's sub-IDs (docs/partners.md "window.nayaConfig"); the page URL's `?sub1=` wins for the visit. */
type SubIds = { [K in SubField]?: string };

export interface NayaConfig extends SubIds {
  country?: number;
  provider?: number;
  src?: string;
  mdm?: string;
  cmp?: string;
  cnt?: string;
  trm?: string;
  customText?: string;
  customAcceptText?: string;
  customDeclineText?: string;
  customImg?: string;
  lang?: Lang;
  /** Who asks for push permission (docs/partners.md "Web push on a partner page"); `false` reads as 'off'. */
  push?: PushSetting;
  /** Where redirects go after registration instead of showing the offers. */
  redirectUrl?: string;
  /** Offer feed configuration URL (the default is `{sortingHost}/feed/offers.json`). */
  configURL?: string;
  /** Abandoned-visit pixel: the frame page of the sibling site, its cookie name and lifetime. */
  pixelUrl?: string;
  pixelCookieName?: string;
  pixelCookieDays?: number;
  /** Hosts of docs/identity-and-events.md; each defaults to the origin the loader script came from. */
  eventsHost: string;
  leadGenHost: string;
  sortingHost: string;
}

type Parser = (value: unknown, parsed?: unknown) => unknown; // returns undefined when the value is malformed

const text: Parser = (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
/** A number, or a numeric string (partners paste `'42'` as often as `42`). */
const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
const int: Parser = (v, n = numeric(v)) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined);
const positive: Parser = (v, n = numeric(v)) => (typeof n === 'number' && n > 0 && Number.isFinite(n) ? n : undefined);
/** http(s) only: a `javascript:` or `data:text/html` URL from a partner must never reach the DOM. */
const url: Parser = (v) => {
  if (typeof v !== 'string') return undefined;
  try {
    const u = new URL(v, location.href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined;
  } catch {
    return undefined;
  }
};
const image: Parser = (v) => (typeof v === 'string' && /^data:image\/(png|jpeg|gif|webp|svg\+xml);/i.test(v) ? v : url(v));
/** Absolute only: a relative string ('api', 'not a url') would resolve against the partner's page
 * and quietly send our calls to the partner's own server. */
const origin: Parser = (v) => {
  const href = typeof v === 'string' && /^https?:\/\//i.test(v.trim()) ? url(v.trim()) : undefined;
  return typeof href === 'string' ? new URL(href).origin : undefined;
};
const lang: Parser = (v) => (isLang(v) ? v : undefined);
const pushSetting: Parser = (v) => (v === false ? 'off' : PUSH_SETTINGS.includes(v as PushSetting) ? v : undefined);
const subId: Parser = (v, t = text(v)) => (SUB_ID.test(t as string) ? t : undefined);
const cookieName: Parser = (v) => (typeof v === 'string' && /^[\w-]{1,64}$/.test(v) ? v : undefined);

/** Config field → parser; each field keeps its name in NayaConfig. */
const FIELDS: { [K in keyof NayaConfig]-?: Parser } = {
  country: int,
  provider: int,
  src: text,
  mdm: text,
  cmp: text,
  cnt: text,
  trm: text,
  ...eachSubField(() => subId),
  customText: text,
  customAcceptText: text,
  customDeclineText: text,
  customImg: image,
  lang,
  push: pushSetting,
  redirectUrl: url,
  configURL: url,
  pixelUrl: url,
  pixelCookieName: cookieName,
  pixelCookieDays: positive,
  eventsHost: origin,
  leadGenHost: origin,
  sortingHost: origin,
};
/** The other names docs/identity-and-events.md gives a field. */
const ALIASES: Record<string, keyof NayaConfig> = { countryId: 'country', providerId: 'provider' };

/**
 * @param raw the partner's `window.nayaConfig` (anything: partners paste it by hand)
 * @param scriptOrigin origin of the loader's own script, the default for every host
 */
export function readConfig(raw: unknown, scriptOrigin: string): NayaConfig {
  const config: NayaConfig = { eventsHost: scriptOrigin, leadGenHost: scriptOrigin, sortingHost: scriptOrigin };
  // Without `lang` the country's default applies (spec §2; the push chunk's texts.ts), never the host
  // page's `<html lang>`: many Sinhala sites keep a theme's `lang="en-US"`.
  if (raw == null) return config;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    console.warn('naya: window.nayaConfig must be an object; using defaults');
    return config;
  }
  const ignored: string[] = [];
  for (const key of Object.keys(raw)) {
    // Own keys only: `constructor` or `toString` would otherwise find Object.prototype's.
    const name = Object.hasOwn(ALIASES, key) ? ALIASES[key] : Object.hasOwn(FIELDS, key) ? (key as keyof NayaConfig) : undefined;
    const value = (raw as Record<string, unknown>)[key];
    if (!name) {
      ignored.push(`${key} (unknown)`);
      continue;
    }
    if (value == null) continue;
    const parsed = FIELDS[name](value);
    if (parsed === undefined) ignored.push(`${key} (malformed)`);
    else (config as unknown as Record<string, unknown>)[name] = parsed;
  }
  if (ignored.length) console.warn(`naya: ignored config field(s): ${ignored.join(', ')}`);
  return config;
}

/** The origin the loader was served from; read `document.currentScript` synchronously at start. */
export function scriptOriginOf(script: { src?: string } | null | undefined): string {
  try {
    if (script?.src) return new URL(script.src).origin;
  } catch {
    // fall through: inline or blob script
  }
  return location.origin;
}
