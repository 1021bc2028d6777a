// A lender's delivery rules (docs/lenders.md "Rules"; their schema: common/lenders.ts): which leads
// it takes, how many a day, and when. Every rule is optional. Days and hours are Asia/Colombo's
// (UTC+05:30, no daylight saving).
import type { DISTRICTS } from '../../common/domain/districts';
import type { EMPLOYMENTS } from '../../common/domain/lead-rules';
import type { LenderRules } from '../../common/lenders';
import { COLOMBO_OFFSET_MS, colomboDay, DAY_MS, nextColomboMidnight } from '../../common/colombo';

export type { LenderRules };

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

export { colomboDay, nextColomboMidnight };

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
