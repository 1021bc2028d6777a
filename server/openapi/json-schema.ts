// zod → JSON Schema as the document writes it (OpenAPI 3.1's dialect), for the operations
// (document.ts) and the messages we send (messages.ts).
import * as z from 'zod';
import { FIELDS } from './glossary';

type Json = Record<string, unknown>;

/** zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect), inline, without `$schema`, tidied. */
export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  return tidy(rest) as Json;
}

const SAFE_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/** What zod writes that says nothing to a reader: the ±2⁵³ bounds of every `.int()` (JSON numbers
 * have them anyway), the regular expression beside `format: date`/`date-time` (the format says
 * it); and each property without a description gets the glossary's (glossary.ts). */
export function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (value === undefined) continue; // a key a schema's `meta` took away
    if ((key === 'minimum' || key === 'maximum') && SAFE_BOUNDS.has(value as number)) continue;
    if (key === 'pattern' && ['date', 'date-time'].includes((node as Json).format as string)) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value as Json).map(([name, property]) => {
          const tidied = tidy(property) as Json;
          const meaning = FIELDS[name];
          return [name, tidied.description === undefined && meaning ? { ...tidied, description: meaning } : tidied];
        }),
      );
      continue;
    }
    out[key] = tidy(value);
  }
  return out;
}
