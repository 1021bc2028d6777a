// A lender's delivery rules (docs/lenders.md "Rules"; their schema: common/lenders.ts): which leads
// it takes, how many a day, and when. Every rule is optional. Days and hours are Asia/Colombo's
// (UTC+05:30, no daylight saving).
import type { DISTRICTS } from '../../common/domain/districts';
import type { EMPLOYMENTS } from '../../common/domain/lead-rules';
import type { LenderRules } from '../../common/lenders';

export type { LenderRules };

const COLOMBO_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

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
