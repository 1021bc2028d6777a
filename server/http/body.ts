// Request bodies: content type checked (415), size capped while streaming (413), then parsed.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, apiError } from './errors';

/**
 * Caps the body at `maxBytes`. With a Content-Length the check is the header alone: Node's parser
 * never delivers more than it declares, and skipping the stream wrapper keeps the event endpoint
 * fast. A chunked body (no length) is counted while it streams.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: (c) => apiError(c, 'payload_too_large') });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (!/^\d+$/.test(length) || Number(length) > maxBytes) return apiError(c, 'payload_too_large');
    await next();
  };
}

const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();

/** Refuses (415) a request whose media type is not one of `types`. */
export function requireContentType(...types: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!types.includes(mediaType(c))) return apiError(c, 'unsupported_media_type', {}, `Send the body as ${types.join(' or ')}.`);
    await next();
  };
}

const CUT_OFF = ['ECONNRESET', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE'];

/** The client went away (or broke the framing) in the middle of its body: its fault, not the
 * server's, and nothing to log as unexpected — a phone losing its network does this all day. */
export const CUT_OFF_MESSAGE = 'The body ended before it was complete.';

export const isCutOff = (error: unknown): boolean => CUT_OFF.includes((error as { code?: unknown } | null)?.code as string);

/** Deepest nesting and most keys plus array items a JSON body may hold: far above any real event
 * or lead, far below what makes PostgreSQL's jsonb (or any recursive walk) run out of stack. */
export const JSON_MAX_DEPTH = 20;
export const JSON_MAX_MEMBERS = 1000;

/** Refuses (400) a value nested deeper or holding more members than the caps; no recursion. */
function checkShape(value: unknown): void {
  const stack: [unknown, number][] = [[value, 1]];
  let members = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth > JSON_MAX_DEPTH) throw new ApiError('validation_failed', {}, `The body is nested deeper than ${JSON_MAX_DEPTH} levels.`);
    const children = Object.values(node);
    members += children.length;
    if (members > JSON_MAX_MEMBERS)
      throw new ApiError('validation_failed', {}, `The body holds more than ${JSON_MAX_MEMBERS} keys and items.`);
    for (const child of children) stack.push([child, depth + 1]);
  }
}

/** JSON sent as application/json or text/plain (the loader uses text/plain to skip the preflight). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  return checkedJsonObject(await c.req.text());
}

/** The body's text as a JSON object within the caps, or an ApiError (400). */
export function checkedJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_json');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ApiError('invalid_json', {}, 'The body must be a JSON object.');
  checkShape(value);
  return value as Record<string, unknown>;
}

/** Multipart or URL-encoded form fields as strings (files are refused as fields). */
export async function readForm(c: Context): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError('validation_failed', {}, 'The form body could not be read.');
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  return fields;
}
