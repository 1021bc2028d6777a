// zod issues → the error shape's `fields`: { field name: reason }.
import type * as z from 'zod';

export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= issue.code === 'invalid_type' && /received undefined/.test(issue.message) ? 'required' : 'invalid';
  }
  return fields;
}
