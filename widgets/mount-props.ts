// The props a partner page's widget gets: the loader's checked config, and the allowed ones of its
// mount point's `data-*` attributes (partner.tsx). Apart from partner.tsx so that the chunk the
// loader imports exports `mountPoints` alone.
import { DEFAULT_LANG, isLang, type Lang } from '../common/lang';

export type PartnerProps = Record<string, unknown>;

const num = (v: unknown) => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * Mount attributes a widget takes (docs/leads-and-widgets.md): `data-amount`, `data-term-days`, `data-amount-min`,
 * `data-amount-max`, `data-lang`. The page may hold sanitized user HTML (DOMPurify keeps `data-*`),
 * so no attribute may name a host, a feed or a redirect: those come from `nayaConfig` alone,
 * through its checks.
 */
const ATTRIBUTES = ['amount', 'termDays', 'amountMin', 'amountMax', 'lang'];

/** The loader's checked config, plus the allowed ones of the mount point's attributes. */
export function mountProps(config: PartnerProps, attributes: PartnerProps): PartnerProps {
  const props = { ...config };
  for (const key of ATTRIBUTES) if (Object.hasOwn(attributes, key)) props[key] = attributes[key];
  return props;
}

/** Sri Lanka's country id (docs/identity-and-events.md): Sinhala is its default. */
const SRI_LANKA = 10;

/** The widgets' language on a partner page (DESIGN "Names others rely on"): `nayaConfig.lang` or
 * `data-lang`, else the country's default — Sinhala for Sri Lanka and when no country is given,
 * English for any other — never the host page's `<html lang>` (many Sinhala sites keep a theme's
 * `lang="en-US"`). The loader's prompt follows the same rule (loader/push/texts.ts). */
export function partnerLang(raw: PartnerProps): Lang {
  if (isLang(raw.lang)) return raw.lang;
  return raw.country == null || Number(raw.country) === SRI_LANKA ? DEFAULT_LANG : 'en';
}

/** The props both widgets understand, from loader config and data attributes. */
export function widgetProps(raw: PartnerProps) {
  return {
    lang: partnerLang(raw),
    sortingHost: str(raw.sortingHost),
    leadGenHost: str(raw.leadGenHost),
    configURL: str(raw.configURL),
    redirectUrl: str(raw.redirectUrl),
    amount: num(raw.amount),
    termDays: num(raw.termDays),
    amountMin: num(raw.amountMin),
    amountMax: num(raw.amountMax),
    utm: raw.utm && typeof raw.utm === 'object' ? (raw.utm as Record<string, string>) : undefined,
    pushConfig: raw, // the loader's config: country, provider, utm sources for /set-token
  };
}
