// The Colombo calendar: every day, hour and month of the product is Asia/Colombo's. Sri Lanka has
// kept UTC+05:30 all year since 2006 (no daylight saving), so a Colombo day starts at 18:30 UTC the
// day before. Server and browser code take days and midnights from here, and SQL its zone name.

export const COLOMBO_TZ = 'Asia/Colombo';
export const COLOMBO_OFFSET = '+05:30';
export const COLOMBO_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

/** The calendar day in Colombo of `at`, `YYYY-MM-DD`. */
export const colomboDay = (at: Date | number = Date.now()): string =>
  new Date(new Date(at).getTime() + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);

/** The hour (0–23) in Colombo of `at`. */
export const colomboHour = (at: Date): number => new Date(at.getTime() + COLOMBO_OFFSET_MS).getUTCHours();

/** 00:00 in Colombo of the day `YYYY-MM-DD`, as an instant. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00${COLOMBO_OFFSET}`);

/** 00:00 of `at`'s Colombo day, as an instant. */
export const colomboMidnight = (at: Date): Date =>
  new Date(Math.floor((at.getTime() + COLOMBO_OFFSET_MS) / DAY_MS) * DAY_MS - COLOMBO_OFFSET_MS);

/** The next Colombo midnight after `at`: when a daily cap starts again. */
export const nextColomboMidnight = (at: Date): Date => new Date(colomboMidnight(at).getTime() + DAY_MS);

/** The day `n` days after `day` (`YYYY-MM-DD`; `n` may be negative). */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** SQL: the Colombo calendar date of a timestamptz expression. */
export const colomboDateSql = (at: string): string => `(${at} at time zone '${COLOMBO_TZ}')::date`;
