// What a partner's traffic produced, per day in Asia/Colombo: page views, offer clicks, quote views
// and quote choices (events naming its provider id: page_view, offer_click, quote_shown, quote_chosen), leads, verified leads and payable leads (every registration, the
// verified ones, the ones with a payout entry not reversed: by the day the lead came), approved and
// issued (distinct leads a lender's key moved there, by the day it did). Events and leads from an
// origin the partner's account does not allow are counted apart as `flagged`, never as its own;
// provider ids with no account add up under "unknown partner" for the operator.
import type { Queryable } from '../db';
import { SUB_FIELDS, UTM_FIELDS } from '../../common/utm';
import { keysetBatches, keysetPage, type KeyColumn, type KeysetQuery, type Page } from '../http/keyset';
import { latestEntries } from '../payouts/ledger';
import { colomboDateSql } from '../../common/colombo';
import type { DayRange } from '../http/validate';

export const METRICS = [
  'page_views',
  'leads',
  'verified_leads',
  'payable_leads',
  'offer_clicks',
  'approved',
  'issued',
  'quote_views',
  'quote_choices',
] as const;
/** The events counted, each as its metric (`quote_shown` and `quote_chosen`: the quote step's, sent
 * by the widgets; they carry no personal data and start no postback). */
export const EVENT_METRICS = {
  page_view: 'page_views',
  offer_click: 'offer_clicks',
  quote_shown: 'quote_views',
  quote_chosen: 'quote_choices',
} as const satisfies Record<string, Metric>;
/** `case r.event when 'page_view' then 'page_views' … end` and the events' list, for the SQL. */
export const EVENT_METRIC_SQL = `case r.event ${Object.entries(EVENT_METRICS)
  .map(([event, metric]) => `when '${event}' then '${metric}'`)
  .join(' ')} end`;
export const EVENT_NAMES_SQL = Object.keys(EVENT_METRICS)
  .map((e) => `'${e}'`)
  .join(', ');
export type Metric = (typeof METRICS)[number];
export type Figures = Record<Metric, number>;

/** An origin the account does not allow: only when it lists origins and the request had one. */
const FLAGGED = `(p.provider_id is not null and jsonb_array_length(p.allowed_origins) > 0
  and x.origin is not null and not p.allowed_origins @> jsonb_build_array(x.origin))`;

/** What `GET /api/partner/stats?group_by=` splits the figures by: a partner's own sub-IDs. */
export const GROUP_BY = SUB_FIELDS;
export type GroupBy = (typeof GROUP_BY)[number];

/** A Colombo day of an instant, as a date: cheaper per row than text, formatted once per group. */

/** One row per (provider as sent, metric, Colombo day, flagged, has an account, and the value of
 * `groupBy` when given: the event's column, the lead's column). `groupBy` is one of GROUP_BY. Each
 * source is counted by its own groups first: events from their daily counts (`event_counts`,
 * migration 016: the rollups plus the last minutes' events, so equal to a raw count, the range
 * being whole Colombo days); leads and lender states from theirs (`lead_daily`, migration 019,
 * kept exact by the writes: a lead once per metric by the day it came, a lender state once per
 * distinct (lead, state, day), under the lead's origin and sub-IDs, so the groups' sums are the
 * distinct counts). */
const FIGURES_SQL = (onlyProvider: boolean, groupBy?: GroupBy) => `
  select x.provider, x.metric, to_char(x.day, 'YYYY-MM-DD') as day,
         ${FLAGGED} as flagged, (p.provider_id is not null) as known, x.grp, sum(x.n)::int as n
  from (
    select r.provider, ${EVENT_METRIC_SQL} as metric,
           r.day, r.origin, r.value as grp, sum(r.n) as n
    from event_counts r
    where r.dim = '${groupBy ?? ''}' and r.event in (${EVENT_NAMES_SQL}) ${onlyProvider ? 'and r.provider = $3' : ''}
      and r.day >= ${colomboDateSql('$1::timestamptz')} and r.day < ${colomboDateSql('$2::timestamptz')}
    group by 1, 2, 3, 4, 5
    union all
    select r.provider, case r.metric when 'verified' then 'verified_leads' when 'payable' then 'payable_leads' else r.metric end,
           r.day, r.origin, r.value, sum(r.n)
    from lead_daily r
    where r.dim = '${groupBy ?? ''}' and r.n <> 0 and r.provider ${onlyProvider ? '= $3' : 'is not null'}
      and r.day >= ${colomboDateSql('$1::timestamptz')} and r.day < ${colomboDateSql('$2::timestamptz')}
    group by 1, 2, 3, 4, 5
  ) x
  left join partners p on p.provider_id::text = x.provider
  group by 1, 2, 3, 4, 5, 6`;

export interface FigureRow {
  provider: string;
  metric: Metric;
  day: string;
  flagged: boolean;
  known: boolean;
  /** The value of the `groupBy` field (null without one, or when the event or lead has none). */
  grp: string | null;
  n: number;
}

export const zeroFigures = (): Figures => Object.fromEntries(METRICS.map((m) => [m, 0])) as Figures;

export async function figureRows(db: Queryable, range: DayRange, providerId?: number, groupBy?: GroupBy): Promise<FigureRow[]> {
  const params: unknown[] = [range.start, range.end];
  if (providerId !== undefined) params.push(String(providerId));
  if (groupBy && !GROUP_BY.includes(groupBy)) throw new Error(`not a group: ${groupBy}`); // the route's query schema checks it
  return db.query<FigureRow & Record<string, unknown>>(FIGURES_SQL(providerId !== undefined, groupBy), params);
}

/** GET /api/partner/stats?group_by=sub1: the partner's totals for each value of that sub-ID in the
 * range (`null`: traffic without one), ordered by value with `null` last. */
export async function partnerStatsByGroup(db: Queryable, providerId: number, range: DayRange, groupBy: GroupBy) {
  const groups = new Map<string | null, Figures>();
  for (const row of await figureRows(db, range, providerId, groupBy)) {
    if (row.flagged) continue;
    let totals = groups.get(row.grp);
    if (!totals) groups.set(row.grp, (totals = zeroFigures()));
    totals[row.metric] += row.n;
  }
  const order = (value: string | null) => (value === null ? '\uffff' : value);
  return {
    provider_id: providerId,
    from: range.from,
    to: range.to,
    group_by: groupBy,
    groups: [...groups]
      .sort(([a], [b]) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
      .map(([value, totals]) => ({ value, totals })),
  };
}

/** GET /api/partner/stats: the partner's own figures per day (every day of the range) and totals. */
export async function partnerStats(db: Queryable, providerId: number, range: DayRange) {
  const byDay = new Map(range.days.map((day) => [day, zeroFigures()]));
  const totals = zeroFigures();
  for (const row of await figureRows(db, range, providerId)) {
    if (row.flagged) continue;
    const day = byDay.get(row.day);
    if (!day) continue;
    day[row.metric] += row.n;
    totals[row.metric] += row.n;
  }
  return {
    provider_id: providerId,
    from: range.from,
    to: range.to,
    days: [...byDay].map(([date, figures]) => ({ date, ...figures })),
    totals,
  };
}

/** The operator's view: each account's figures and what other origins sent under its id, and
 * the provider ids with no account together as "unknown partner". */
export async function operatorFigures(db: Queryable, range: DayRange) {
  const accounts = await db.query<{ provider_id: number; name: string }>('select provider_id, name from partners order by provider_id');
  const partners = new Map(
    accounts.map((a) => [String(a.provider_id), { provider_id: a.provider_id, name: a.name, ...zeroFigures(), flagged: zeroFigures() }]),
  );
  const unknown = { name: 'unknown partner', provider_ids: new Set<string>(), ...zeroFigures() };
  for (const row of await figureRows(db, range)) {
    const partner = partners.get(row.provider);
    if (!partner) {
      unknown.provider_ids.add(row.provider);
      unknown[row.metric] += row.n;
    } else if (row.flagged) partner.flagged[row.metric] += row.n;
    else partner[row.metric] += row.n;
  }
  return {
    from: range.from,
    to: range.to,
    partners: [...partners.values()],
    unknown_partner: { ...unknown, provider_ids: [...unknown.provider_ids].sort() },
  };
}

export const PARTNER_LEAD_COLUMNS = ['lead_id', 'created_at', 'status', 'verified', 'quality', ...UTM_FIELDS, ...SUB_FIELDS] as const;
/** The unpaged answer's most leads (the CSV has no such bound: it streams). */
export const LEAD_LIMIT = 10_000;

/** What the lead aliased `x` earns its partner now (LKR), or null: its entries not reversed. */
const LEAD_PAYOUT_SQL = `select sum(e.amount)::int from ${latestEntries('lead_ref = x.lead_id')} e where e.state <> 'reversed'`;

/** The leads' order as a keyset: newest first, then by lead_id. */
const LEAD_KEYS: KeyColumn[] = [
  { sql: 'x.created_at', dir: 'desc', type: 'timestamptz' },
  { sql: 'x.lead_id', dir: 'asc', type: 'text' },
];

/** GET /api/partner/leads: the partner's leads in the range without personal data (no name,
 * phone, NIC, e-mail, income, district), newest first; leads from origins it does not allow are not
 * its. As a keyset list (created_at desc, lead_id): a page never repeats or skips a lead, even
 * while new ones come (they come before the first page), and the whole list is read in batches. */
export function partnerLeadList(providerId: number, range: DayRange): KeysetQuery {
  return {
    columns: `${PARTNER_LEAD_COLUMNS.map((c) => `x.${c}`).join(', ')}, (${LEAD_PAYOUT_SQL}) as payout`,
    from: 'leads x join partners p on p.provider_id = x.provider',
    where: ['x.provider = $1', 'x.created_at >= $2', 'x.created_at < $3', `not ${FLAGGED}`],
    params: [providerId, range.start, range.end],
    keys: LEAD_KEYS,
  };
}

/** Without a page, the first ${LEAD_LIMIT} (the unpaged answer, read in batches); with one, `{"items", "next"}`. */
export async function* partnerLeadBatches(db: Queryable, providerId: number, range: DayRange, max = LEAD_LIMIT) {
  yield* keysetBatches(db, partnerLeadList(providerId, range), max);
}

export const partnerLeadPage = (db: Queryable, providerId: number, range: DayRange, page: Page) =>
  keysetPage(db, partnerLeadList(providerId, range), page);
