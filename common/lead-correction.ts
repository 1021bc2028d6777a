// A correction of one lead field (a data request, PATCH /api/console/subjects/{lead_id}), checked
// with the registration's own rule for that field (common/domain/lead-schema.ts `leadFields`), the
// rule the server runs on the corrected lead: the console's form shows the same message first.
import { leadFields } from './domain/lead-schema';
import { CORRECTABLE_COLUMNS, type CorrectableColumn } from './lead-columns';

const FIELDS = leadFields();

type Issue = { path: PropertyKey[]; message: string };
type Parsed = { success: true; data: Partial<Record<CorrectableColumn, unknown>> } | { success: false; error: { issues: Issue[] } };

/** `{field, value}` → `{[field]: value}` as the rule reads it; issues name `value`. */
export const correctionSchema = {
  safeParse(input: unknown): Parsed {
    const { field, value } = (input ?? {}) as { field?: string; value?: string };
    if (!CORRECTABLE_COLUMNS.includes(field as CorrectableColumn))
      return { success: false, error: { issues: [{ path: ['field'], message: 'not_correctable' }] } };
    const name = field as CorrectableColumn;
    const result = FIELDS[name].safeParse(value);
    if (!result.success)
      return { success: false, error: { issues: result.error.issues.map((i) => ({ path: ['value'], message: i.message })) } };
    return { success: true, data: { [name]: result.data } };
  },
};
