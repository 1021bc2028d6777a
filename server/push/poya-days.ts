// Poya days (the full-moon public holidays of Sri Lanka), on which we send no campaign message.
// The designated day follows the moon's phase at local midday (Madhyahana), so it is often the day
// before the astronomical full moon; the government's annual gazette is the authority.
// Sources: CONFIRMED — the 2026 days published in Sri Lanka's public-holiday lists (checked against
// each other; see docs/borrower-page.md "Poya days"). PROVISIONAL — until a gazette is checked, the
// astronomical full moon in Asia/Colombo (Meeus, Astronomical Algorithms, ch. 49) and, when the
// full moon falls before 16:30 (the rule that fits every confirmed day), the day before it: both
// days are kept free of campaigns, so a wrong guess costs a quiet day, never a message on Poya.
// Replace a provisional month with the gazetted day as soon as it is published; the table ends with
// 2027, and from 2028 the rules see no Poya day until it is extended (docs/borrower-page.md).

const CONFIRMED = [
  '2026-01-02',
  '2026-02-01',
  '2026-03-03',
  '2026-04-01',
  '2026-05-01',
  '2026-06-29',
  '2026-07-29',
  '2026-08-27',
  '2026-09-26',
  '2026-10-25',
];

const PROVISIONAL = [
  '2026-05-30',
  '2026-05-31',
  '2026-11-24',
  '2026-12-23',
  '2026-12-24',
  '2027-01-22',
  '2027-02-20',
  '2027-02-21',
  '2027-03-21',
  '2027-03-22',
  '2027-04-20',
  '2027-04-21',
  '2027-05-19',
  '2027-05-20',
  '2027-06-18',
  '2027-06-19',
  '2027-07-18',
  '2027-08-16',
  '2027-08-17',
  '2027-09-15',
  '2027-09-16',
  '2027-10-15',
  '2027-11-13',
  '2027-11-14',
  '2027-12-13',
];

const POYA = new Set([...CONFIRMED, ...PROVISIONAL]);

/** Whether `day` (YYYY-MM-DD, Asia/Colombo) is a Poya day, or may be one. */
export const isPoyaDay = (day: string): boolean => POYA.has(day);
