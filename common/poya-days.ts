// A Poya day an operator adds (POST /api/console/poya-days and /api/admin/poya-days): one schema for
// the console's form and the server; each refusal's message is the code both show.
import * as z from 'zod/mini';

export const POYA_NOTE_MAX = 200;
/** The console warns when the list ends within this many days (or has ended). */
export const POYA_WARN_DAYS = 60;

const realDay = (text: string) => {
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
};

export const poyaDaySchema = z.object({
  day: z
    .string('invalid_day')
    .check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_day'), z.refine(realDay, 'invalid_day'), z.meta({ format: 'date' })),
  note: z.optional(z.string('too_long').check(z.trim(), z.maxLength(POYA_NOTE_MAX, 'too_long'))),
});

export type PoyaDayRecord = {
  day: string;
  note: string;
  added_by: string;
  added_at: string;
};

/** GET /api/console/poya-days (and /api/admin/poya-days). */
export interface PoyaDayList {
  days: PoyaDayRecord[];
  /** The list's last day; null when it is empty. */
  last_day: string | null;
  /** Today in Asia/Colombo (the campaign rules' clock). */
  today: string;
  /** The list ends within POYA_WARN_DAYS of today, or has ended. */
  ends_soon: boolean;
}
