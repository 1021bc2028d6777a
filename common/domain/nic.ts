// Sri Lankan National Identity Card numbers (docs/leads-and-widgets.md, "Sri Lankan numbers").
//   old (issued until 2015): YYDDDSSSC + V/X   → born 19YY
//   new (since 2016):        YYYYDDDSSSSC
// DDD is the day of the year, +500 for women. The check digit's algorithm is not published,
// so it is never used to reject a number.

export type NicInfo = {
  /** Always the 12-digit new format (old numbers converted). */
  normalized: string;
  format: 'old' | 'new';
  /** YYYY-MM-DD */
  birthDate: string;
  sex: 'male' | 'female';
};

/** Why a number was refused: its shape (incl. an impossible day), or a birth date no holder can have. */
export type NicProblem = 'format' | 'birthdate';

/** NICs are issued from 15 (Registration of Persons Act as amended in 2016; 16 before). Younger → refused. */
export const NIC_MIN_AGE = 15;
/** Older than this is far likelier a typo than an applicant. */
export const NIC_MAX_AGE = 100;

const FEMALE_OFFSET = 500;
/** The registry counts February as 29 days in every year, so the day table is always 366 long. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const OLD = /^(\d{2})(\d{3})(\d{3})(\d)[VX]$/;
const NEW = /^(\d{4})(\d{3})(\d{4})(\d)$/;

type Parts = { year: number; day: number; normalized: string; format: NicInfo['format'] };

function parse(input: string): Parts | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  const old = OLD.exec(compact);
  if (old) {
    const digits = compact.slice(0, 9);
    // Old → new: '19' + first five digits + '0' + last four digits.
    const normalized = `19${digits.slice(0, 5)}0${digits.slice(5)}`;
    return { year: 1900 + Number(old[1]), day: Number(old[2]), normalized, format: 'old' };
  }
  const neu = NEW.exec(compact);
  if (neu) return { year: Number(neu[1]), day: Number(neu[2]), normalized: compact, format: 'new' };
  return null;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Day of year (1..366, February always 29 days) → YYYY-MM-DD.
 * Day 60 is 29 February. In a year without one we return 1 March: the day after 28 February
 * that the number points past (what decoders built on `Date` print), and the later of the two
 * candidates, so an age check never makes anyone older than the number says.
 */
export function nicDayToDate(year: number, day: number): string | null {
  if (!Number.isInteger(day) || day < 1 || day > 366) return null;
  if (day === 60 && !isLeap(year)) return `${year}-03-01`;
  let rest = day;
  let month = 0;
  while (rest > MONTH_DAYS[month]) rest -= MONTH_DAYS[month++];
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(rest)}`;
}

/** Whole years between a YYYY-MM-DD birth date and `on` (by `on`'s local calendar date). */
export function ageOn(birthDate: string, on: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number);
  const beforeBirthday = on.getMonth() + 1 < month || (on.getMonth() + 1 === month && on.getDate() < day);
  return on.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

function localIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type NicCheck = { ok: true; info: NicInfo } | { ok: false; problem: NicProblem };

/** Decode with the reason for a refusal; `today` is injectable for tests. */
export function checkNic(input: string, today: Date = new Date()): NicCheck {
  const parts = typeof input === 'string' ? parse(input.trim()) : null;
  if (!parts) return { ok: false, problem: 'format' };
  const female = parts.day > FEMALE_OFFSET;
  const birthDate = nicDayToDate(parts.year, female ? parts.day - FEMALE_OFFSET : parts.day);
  if (!birthDate) return { ok: false, problem: 'format' };
  const age = ageOn(birthDate, today);
  if (birthDate > localIsoDate(today) || age < NIC_MIN_AGE || age > NIC_MAX_AGE) {
    return { ok: false, problem: 'birthdate' };
  }
  const info: NicInfo = { normalized: parts.normalized, format: parts.format, birthDate, sex: female ? 'female' : 'male' };
  return { ok: true, info };
}

/** A valid NIC's facts, or null when it is malformed or gives an impossible birth date. */
export function decodeNic(input: string, today: Date = new Date()): NicInfo | null {
  const result = checkNic(input, today);
  return result.ok ? result.info : null;
}
