// The console's list tables as rows of plain cells, one definition for the screen that shows them
// (console/screens/) and the CSV the server streams of them (server/console/routes/exports.ts):
// the same columns, the same row, so a file holds what the table shows. Search and order:
// common/table-query.ts.
import type { Offer } from './domain/offer-feed';
import type { LenderRules } from './lenders';

/** Each list's columns, in the table's and the CSV's order. */
export const LIST_COLUMNS = {
  offers: ['position', 'lender', 'offer_id', 'lender_id', 'amount_min', 'amount_max', 'state'],
  partners: ['provider_id', 'name', 'payout_model', 'payout_amount', 'bank_account', 'postback_url', 'created_at', 'key_rotated_at'],
  users: ['email', 'role', 'provider_id', 'created_at', 'state'],
  campaigns: ['created_at', 'title', 'audience', 'planned', 'sent', 'failed', 'clicked', 'campaign_id'],
  audit: ['at', 'actor', 'action', 'lookup', 'outcome'],
  'poya-days': ['day', 'note', 'added_by', 'added_at'],
} as const;
export type ListName = keyof typeof LIST_COLUMNS;

export interface StoredOffer {
  offer: Offer;
  position: number;
  retired_at: string | Date | null;
}

const iso = (at: string | Date | null | undefined) => (at == null ? null : new Date(at).toISOString());

export const offerRow = (o: StoredOffer) => ({
  position: o.position,
  lender: o.offer.lender,
  offer_id: o.offer.offer_id,
  lender_id: o.offer.lender_id ?? null,
  amount_min: o.offer.amount_min,
  amount_max: o.offer.amount_max,
  state: o.retired_at ? `retired ${iso(o.retired_at)!.slice(0, 10)}` : 'on the feeds',
});

export interface UserRecord {
  user_id: number;
  email: string;
  role: string;
  provider_id: number | null;
  created_at: string | Date;
  disabled_at: string | Date | null;
}

export const userRow = (u: UserRecord) => ({
  user_id: u.user_id,
  email: u.email,
  role: u.role,
  provider_id: u.provider_id,
  created_at: iso(u.created_at),
  state: u.disabled_at ? 'disabled' : 'active',
  disabled_at: iso(u.disabled_at),
});

export interface CampaignAudience {
  provider?: number;
  district?: string;
  from?: string;
  to?: string;
}

interface CampaignText {
  title: string;
  body: string;
  url: string;
}

export interface CampaignRecord {
  campaign_id: string;
  created_at: string;
  content: unknown;
  audience: unknown;
  planned: number;
  sent: number;
  failed: number;
  clicked: number;
}

/** Who a campaign went to, in words. */
export const audienceText = (a: CampaignAudience) =>
  [a.provider !== undefined && `partner ${a.provider}`, a.district, a.from && `registered from ${a.from}`, a.to && `registered to ${a.to}`]
    .filter(Boolean)
    .join(', ') || 'everyone who opted in';

/** The Sinhala title (the default), else the first language's. */
export const campaignTitle = (content: unknown) => {
  const texts = (content ?? {}) as Partial<Record<string, CampaignText>>;
  return (texts.si ?? Object.values(texts)[0])?.title ?? '—';
};

export const campaignRow = (r: CampaignRecord) => ({
  campaign_id: r.campaign_id,
  created_at: r.created_at,
  title: campaignTitle(r.content),
  audience: audienceText((r.audience ?? {}) as CampaignAudience),
  planned: r.planned,
  sent: r.sent,
  failed: r.failed,
  clicked: r.clicked,
});

/** The lenders' table and its CSV (console/screens/Lenders.tsx, GET /api/console/lenders.csv). */
export const LENDER_COLUMNS = ['name', 'state', 'delivery', 'today', 'daily_cap', 'hours', 'returns', 'created_at', 'lender_id'] as const;

/** A lender as GET /api/console/lenders (and /api/admin/lenders) answers. */
export interface LenderRecord {
  lender_id: string;
  name: string;
  delivery_url: string | null;
  /** Asked for quotes (DESIGN "Quotes"); null: listed from its published offers. */
  quote_url?: string | null;
  rules: LenderRules | null;
  active: boolean;
  created_at: string | Date;
  key_rotated_at: string | Date | null;
  today: { deliveries: number; daily_cap: number | null };
  returns: number;
}

/** How leads reach it: pushed to its URL, pulled by it, or only by clicks on its offers (no rules). */
export const deliveryMode = (l: Pick<LenderRecord, 'rules' | 'delivery_url'>) =>
  l.rules === null ? 'clicks only' : l.delivery_url ? 'push' : 'pull';

export const lenderRow = (l: LenderRecord) => ({
  lender_id: l.lender_id,
  name: l.name,
  state: l.active ? 'active' : 'inactive',
  delivery: deliveryMode(l),
  today: l.today.deliveries,
  daily_cap: l.today.daily_cap,
  hours: l.rules?.hours ?? (l.rules ? 'all day' : null),
  returns: l.returns,
  created_at: iso(l.created_at),
});
