// The one refusal shape of the API (docs/api.md): {"error": {"code", "message", "fields"}}.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'invalid_json'
  | 'validation_failed'
  | 'unauthorized'
  | 'not_found'
  | 'feature_off'
  | 'lead_not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'db_unavailable'
  | 'sms_unavailable'
  | 'internal_error';

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields: Record<string, string> };
}

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_json: 400,
  validation_failed: 400,
  unauthorized: 401,
  not_found: 404,
  feature_off: 404,
  lead_not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  db_unavailable: 503,
  sms_unavailable: 503,
  internal_error: 500,
};

const MESSAGES: Record<ErrorCode, string> = {
  invalid_json: 'The body is not valid JSON.',
  validation_failed: 'Some fields are missing or invalid.',
  unauthorized: 'A valid admin token is required.',
  not_found: 'This page could not be found',
  feature_off: 'This feature is off on this server.',
  lead_not_found: 'No lead has this lead_id.',
  conflict: 'This cannot be done (any more) to this resource.',
  payload_too_large: 'The body is larger than this endpoint accepts.',
  unsupported_media_type: 'This endpoint does not accept this content type.',
  rate_limited: 'Too many requests; try again later.',
  db_unavailable: 'The database is unavailable; nothing was stored. Try again shortly.',
  sms_unavailable: 'The SMS could not be sent; the lead is kept. Ask for a code again in a minute.',
  internal_error: 'Something went wrong on the server.',
};

export function errorBody(code: ErrorCode, fields: Record<string, string> = {}, message = MESSAGES[code]): ApiErrorBody {
  return { error: { code, message, fields } };
}

export const errorStatus = (code: ErrorCode): ContentfulStatusCode => STATUS[code];

/** Seconds a 429 asks the client to wait when its refusal names no time of its own. */
export const DEFAULT_RETRY_AFTER_S = 60;

/** Seconds a 503 db_unavailable asks the client to wait: a restart or a failover to a replica
 * (docs/deployment.md "High availability") takes seconds, and the loader keeps refused events. */
export const DB_RETRY_AFTER_S = 5;

export function apiError(c: Context, code: ErrorCode, fields: Record<string, string> = {}, message?: string): Response {
  return c.json(errorBody(code, fields, message), STATUS[code]);
}

/** A thrown refusal, turned into the error shape by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields: Record<string, string> = {},
    message?: string,
  ) {
    super(message ?? MESSAGES[code]);
  }
}
