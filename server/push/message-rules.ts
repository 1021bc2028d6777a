// When a campaign message may reach a person (DESIGN "Messages"): at most once a calendar day and
// three times in the last 7 days, never 21:00–08:00 Asia/Colombo (held until 08:00) and never on
// a Poya day (held to 08:00 the next day that is not one). Status messages are not ruled: they go
// at once. One pure function of the clock, the Poya days (server/push/poya-days.ts: the operators'
// list, then the astronomical full moon) and the person's counts, consulted by the delivery worker.
import type { IsPoyaDay } from './poya-days';
import { colomboDay, colomboHour, colomboMidnight, DAY_MS } from '../../common/colombo';

export const CAMPAIGNS_PER_DAY = 1;
export const CAMPAIGNS_PER_WEEK = 3;
/** Quiet hours, Asia/Colombo: from 21:00 until 08:00. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;
export { colomboDay, colomboMidnight };

/** The first moment from `now` when a campaign may be sent: now, or 08:00 of a later day. */
export function nextCampaignSlot(now: Date, isPoyaDay: IsPoyaDay): Date {
  const hour = colomboHour(now);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR && !isPoyaDay(colomboDay(now))) return now;
  // 08:00 today when it is still early morning, else 08:00 tomorrow; then past any Poya day
  let day = colomboMidnight(now).getTime() + (hour < QUIET_UNTIL_HOUR ? 0 : DAY_MS);
  while (isPoyaDay(colomboDay(new Date(day)))) day += DAY_MS;
  return new Date(day + QUIET_UNTIL_HOUR * 3_600_000);
}

export type CampaignDecision = { kind: 'send' } | { kind: 'hold'; until: Date } | { kind: 'capped' };

/** `sentToday`: other campaign messages that reached the person since 00:00 Colombo time;
 * `sentThisWeek`: in the last 7 days. A person past a cap does not get this campaign at all (a
 * campaign is of its moment: held for days it would pile up). */
export function campaignDecision(now: Date, counts: { sentToday: number; sentThisWeek: number }, isPoyaDay: IsPoyaDay): CampaignDecision {
  const slot = nextCampaignSlot(now, isPoyaDay);
  if (slot.getTime() > now.getTime()) return { kind: 'hold', until: slot };
  if (counts.sentToday >= CAMPAIGNS_PER_DAY || counts.sentThisWeek >= CAMPAIGNS_PER_WEEK) return { kind: 'capped' };
  return { kind: 'send' };
}
