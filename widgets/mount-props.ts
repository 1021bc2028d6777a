// The props a partner page's widget gets: the loader's checked config, and the allowed ones of its
// mount point's `data-*` attributes (partner.tsx). Apart from partner.tsx so that the chunk the
// loader imports exports `mountPoints` alone.
import { resolveLang } from '../common/lang';

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

/** The props both widgets understand, from loader config and data attributes. */
export function widgetProps(raw: PartnerProps) {
  return {
    lang: resolveLang(raw.lang, document.documentElement.lang),
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
