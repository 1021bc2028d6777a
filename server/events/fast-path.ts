// POST /api/event answered straight from node:http, ahead of Hono: building a fetch `Request` and
// `Response` and running the middleware chain cost about twice the rest of an event (bench-api,
// `node --cpu-prof`). The common request — the right content type, a Content-Length within the
// limit — is answered here with the same checks, limiter, group commit (events/routes/public.ts
// `storeEvent`) and the same bytes Hono would send (fast-path.test.ts compares them);
// anything else (chunked, too big, wrong type, other paths and methods) goes on to Hono.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { EVENT_MAX_BYTES } from '../../common/limits';
import { clientIpOf, limitKey } from '../client-ip';
import type { ServerConfig } from '../config';
import { DbError } from '../db/types';
import { logError, logInfo } from '../log';
import { EVENT_TYPES, storeEvent } from './store';
import type { RateLimiter } from '../http/rate-limit';
import type { EventIntake } from './intake';
import { checkedJsonObject, CUT_OFF_MESSAGE, isCutOff } from '../http/body';
import { ApiError, DB_RETRY_AFTER_S, errorBody, errorStatus } from '../http/errors';
import { API_CSP, COMMON_HEADERS } from '../http/security';

/** The headers every event answer carries, as Hono's Node adapter writes them (lower case, sorted),
 * as the flat name, value list `writeHead` takes without copying an object. */
function answerHeaders(extra: Record<string, string>): string[] {
  const all: Record<string, string> = {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'Retry-After',
    'content-security-policy': API_CSP,
    'content-type': 'application/json',
    ...Object.fromEntries(Object.entries(COMMON_HEADERS).map(([k, v]) => [k.toLowerCase(), v])),
    ...extra,
  };
  return Object.entries(all)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flat();
}
const PLAIN_HEADERS = answerHeaders({});
const DB_UNAVAILABLE_HEADERS = answerHeaders({ 'retry-after': String(DB_RETRY_AFTER_S) });

function answer(res: ServerResponse, status: number, body: unknown, headers = PLAIN_HEADERS): void {
  const text = JSON.stringify(body);
  res.writeHead(status, [...headers, 'Content-Length', String(Buffer.byteLength(text))]);
  res.end(text);
}

/** The app's error handler (server/app.ts `onError`) for what storing an event may throw. */
function answerError(res: ServerResponse, error: unknown): void {
  if (error instanceof ApiError) return answer(res, errorStatus(error.code), errorBody(error.code, error.fields, error.message));
  if (error instanceof DbError && error.unavailable) {
    logError('POST /api/event: database unavailable', error);
    return answer(res, 503, errorBody('db_unavailable'), DB_UNAVAILABLE_HEADERS);
  }
  if (isCutOff(error)) return answer(res, 400, errorBody('validation_failed', {}, CUT_OFF_MESSAGE));
  logError('POST /api/event: unexpected error', error);
  answer(res, 500, errorBody('internal_error'));
}

const mediaType = (value: string | undefined) => (value ?? '').split(';')[0].trim().toLowerCase();

/** Whether this request is one the fast path answers exactly as Hono would. A repeated
 * Content-Type or Content-Length is left to Hono, which reads them joined (node keeps the first). */
function isPlainEvent(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== '/api/event') return false;
  const { headers } = req;
  const length = headers['content-length'];
  if (length === undefined || headers['transfer-encoding'] !== undefined) return false;
  if (!/^\d+$/.test(length) || Number(length) > EVENT_MAX_BYTES) return false;
  if (!EVENT_TYPES.includes(mediaType(headers['content-type']))) return false;
  let seen = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    if (name === 'content-type' || name === 'content-length') seen += 1;
  }
  return seen === 2;
}

const utf8 = new TextDecoder();

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // as fetch's text() reads it: a UTF-8 byte order mark dropped, bad bytes as U+FFFD
    req.on('end', () => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    req.on('error', reject);
    req.on('aborted', () => reject(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
  });
}

/** The fast path in front of `next` (Hono's listener). */
export function withEventFastPath(
  next: RequestListener,
  config: ServerConfig,
  services: { limiters: { events: RateLimiter }; events: EventIntake },
): RequestListener {
  const limiter = services.limiters.events;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const forwardedFor = req.headers['x-forwarded-for']?.toString();
      const wait = limiter.hit(limitKey(clientIpOf(req.socket.remoteAddress, forwardedFor, config.trustProxy)));
      if (wait > 0) return answer(res, 429, errorBody('rate_limited'), answerHeaders({ 'retry-after': String(wait) }));
      const payload = checkedJsonObject(await readBody(req));
      const event_id = await storeEvent(services.events, payload, req.headers.origin);
      answer(res, 202, { ok: true, event_id });
    } catch (error) {
      answerError(res, error);
    }
  };
  return (req, res) => {
    if (!isPlainEvent(req)) return next(req, res);
    const started = performance.now();
    handle(req, res).then(
      () => config.logRequests && logInfo(`POST /api/event ${res.statusCode} ${Math.round(performance.now() - started)}ms`),
      (error: unknown) => {
        logError('POST /api/event: the answer could not be written', error); // never an unhandled rejection
        res.destroy();
      },
    );
  };
}
