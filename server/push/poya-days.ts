// Poya days (the full-moon public holidays of Sri Lanka), on which we send no campaign message.
// They are data: the `poya_days` table, edited by operators (console "Poya days", the admin API;
// docs/borrower-page.md "Poya days"), seeded with the 2026 days Sri Lanka declared that we could
// confirm. The designated day follows the moon's phase at local midday, so it is often a day off the
// astronomical full moon; the government's gazette is the authority. Where the list has ended (or
// before it starts; a listed day covers the days next to it), the astronomical full moon's day in
// Asia/Colombo stands in, from
// astronomy-engine (VSOP87 and the Meeus lunar theory; accurate to about a minute for this century).
import { MakeTime, SearchMoonPhase } from 'astronomy-engine';
import { COLOMBO_OFFSET_MS, colomboDay } from '../../common/colombo';

/** Whether `day` (YYYY-MM-DD, Asia/Colombo) is a Poya day. */
export type IsPoyaDay = (day: string) => boolean;

const fullMoonsByYear = new Map<number, ReadonlySet<string>>();

/** The days (Asia/Colombo) of the year's astronomical full moons. */
export function fullMoonDays(year: number): ReadonlySet<string> {
  let days = fullMoonsByYear.get(year);
  if (!days) {
    const found = new Set<string>();
    // from 00:00 of 1 January in Colombo (18:30 UTC the day before)
    let from = MakeTime(new Date(Date.UTC(year, 0, 1) - COLOMBO_OFFSET_MS));
    for (;;) {
      const moon = SearchMoonPhase(180, from, 40);
      if (!moon) break;
      const day = colomboDay(moon.date);
      if (Number(day.slice(0, 4)) > year) break;
      found.add(day);
      from = moon.AddDays(1);
    }
    days = found;
    fullMoonsByYear.set(year, days);
  }
  return days;
}

/** A listed day stands for its whole lunation: the astronomical full moon is at most a day or two
 * off it, so the moon stands in only this many days or more from the list. */
const LUNATION_MARGIN_DAYS = 3;

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The rules' Poya days: the listed days within the list's span (its first day to its last, each
 * with a few days' margin); outside it, the astronomical full moon's day in Colombo. */
export function poyaCalendar(listed: readonly string[]): IsPoyaDay {
  const days = new Set(listed);
  const sorted = [...days].sort();
  if (sorted.length === 0) return (day) => fullMoonDays(Number(day.slice(0, 4))).has(day);
  const from = shiftDay(sorted[0], -LUNATION_MARGIN_DAYS);
  const to = shiftDay(sorted.at(-1)!, LUNATION_MARGIN_DAYS);
  return (day) => (day >= from && day <= to ? days.has(day) : fullMoonDays(Number(day.slice(0, 4))).has(day));
}
