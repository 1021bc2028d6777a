// A lender's delivery rules (docs/lenders.md "Rules"): which leads it takes, how many a day, and
// when. Every rule is optional. Days and hours are Asia/Colombo's (UTC+05:30, no daylight saving).
import * as z from 'zod';
import { DISTRICTS } from '../../common/domain/districts';
import { EMPLOYMENTS } from '../../common/domain/lead-rules';

const HOURS = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;
const COLOMBO_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const money = () => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const rulesSchema = z.strictObject({
  amount_min: money().optional(),
  amount_max: money().optional(),
  income_min: money().optional(),
  districts: z.array(z.enum(DISTRICTS)).max(DISTRICTS.length).optional(),
  employment: z.array(z.enum(EMPLOYMENTS)).max(EMPLOYMENTS.length).optional(),
  daily_cap: z.number().int().min(0).max(1_000_000).optional(),
  /** "08:00-20:00"; "20:00-08:00" runs past midnight; equal ends mean all day. */
  hours: z.string().regex(HOURS, 'hours_invalid').optional(),
});
export type LenderRules = z.infer<typeof rulesSchema>;

export interface LeadTerms {
  amount: number;
  monthly_income: number;
  district: string;
  employment: string;
}

/** The lead fits the lender's amount, income, district and employment rules. */
export function leadMatches(rules: LenderRules, lead: LeadTerms): boolean {
  if (rules.amount_min !== undefined && lead.amount < rules.amount_min) return false;
  if (rules.amount_max !== undefined && lead.amount > rules.amount_max) return false;
  if (rules.income_min !== undefined && lead.monthly_income < rules.income_min) return false;
  if (rules.districts && !rules.districts.includes(lead.district as (typeof DISTRICTS)[number])) return false;
  if (rules.employment && !rules.employment.includes(lead.employment as (typeof EMPLOYMENTS)[number])) return false;
  return true;
}

/** The calendar day in Asia/Colombo, `YYYY-MM-DD`. */
export const colomboDay = (at: Date) => new Date(at.getTime() + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);

/** The next Colombo midnight after `at`: when a daily cap starts again. */
export function nextColomboMidnight(at: Date): Date {
  const local = at.getTime() + COLOMBO_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - COLOMBO_OFFSET_MS);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** When the lender's hours next let a delivery through: `at` itself when open now. */
export function nextOpening(hours: string | undefined, at: Date): Date {
  if (!hours) return at;
  const [from, to] = hours.split('-').map(minutesOf) as [number, number];
  const local = at.getTime() + COLOMBO_OFFSET_MS;
  const minute = Math.floor((local % DAY_MS) / 60_000);
  const open = from === to || (from < to ? minute >= from && minute < to : minute >= from || minute < to);
  if (open) return at;
  const wait = (from - minute + 1440) % 1440;
  const startOfMinute = local - (local % 60_000);
  return new Date(startOfMinute + wait * 60_000 - COLOMBO_OFFSET_MS);
}
