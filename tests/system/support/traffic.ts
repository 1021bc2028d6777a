// The traffic of the load and fault tests: events with unique ids plus a share of repeated ids,
// and valid leads with distinct phones and NICs plus a share of double submits. Each generator
// records what it sent and which answers were 2xx, so a test can compare them with what is stored.
import { randomUUID } from 'node:crypto';
import { validLead } from '../../../server/testing/app';
import { isErrorShape, type CannonContext, type CannonRequest } from './cannon';

/** Every `DUPLICATE_EVERY`-th request repeats an earlier id (or lead). */
const DUPLICATE_EVERY = 5;

export interface EventTraffic {
  request: CannonRequest;
  /** Every event_id sent. */
  sent: Set<string>;
  /** event_id → how many 2xx answers it got. */
  answered: Map<string, number>;
  /** Status → count, for every answer. */
  statuses: Map<number, number>;
  /** Answers that broke the contract (wrong body, non-JSON refusal). */
  problems: string[];
  /** Refusals by their error code. */
  codes: Map<string, number>;
  /** Requests that repeated an id already sent. */
  duplicatesSent: number;
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** Events named `event`, ids `${prefix}-n`; one in five repeats an earlier id. */
export function eventTraffic(prefix: string, event: string): EventTraffic {
  const traffic: EventTraffic = {
    request: undefined!,
    sent: new Set(),
    answered: new Map(),
    statuses: new Map(),
    problems: [],
    codes: new Map(),
    duplicatesSent: 0,
  };
  let n = 0;
  let unique = 0;
  traffic.request = {
    method: 'POST',
    path: '/api/event',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    setupRequest(req, context) {
      n += 1;
      const repeat = n % DUPLICATE_EVERY === 0 && unique > 0;
      const id = repeat ? `${prefix}-${(n * 7919) % unique}` : `${prefix}-${unique++}`;
      if (repeat) traffic.duplicatesSent += 1;
      context.id = id;
      traffic.sent.add(id);
      const body = { event, event_id: id, client_id: `client-${n % 97}`, session_id: 's', utm_source: 'load', page: '/offers/' };
      return { ...req, body: JSON.stringify(body) };
    },
    onResponse(status, body, context: CannonContext) {
      bump(traffic.statuses, status);
      const id = context.id as string;
      if (status >= 200 && status < 300) {
        const answer = safeJson(body) as { ok?: unknown; event_id?: unknown } | undefined;
        if (answer?.ok !== true || answer.event_id !== id) traffic.problems.push(`${status} for ${id}: ${body.slice(0, 120)}`);
        else bump(traffic.answered, id);
      } else if (!isErrorShape(body)) traffic.problems.push(`${status} not the error shape: ${body.slice(0, 120)}`);
      else bump(traffic.codes, (JSON.parse(body) as { error: { code: string } }).error.code);
    },
  };
  return traffic;
}

export interface LeadTraffic {
  request: CannonRequest;
  /** `client_id|E.164 phone` → the lead_ids answered 201 for it. */
  answered: Map<string, Set<string>>;
  statuses: Map<number, number>;
  problems: string[];
  /** Retry-After values of the 429 answers. */
  retryAfter: number[];
  sent: number;
  doubleSubmits: number;
}

const header = (headers: Record<string, string>, name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/** Lead `i`: its own phone (+94 77 …), NIC serial and visitor. */
function leadNumber(i: number) {
  const digits = String(i).padStart(7, '0');
  const body = validLead({
    phone: `+94 77 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    nic: `1990123${String(i).padStart(5, '0')}`,
    client_id: randomUUID(),
    session_id: randomUUID(),
  });
  return { body: JSON.stringify(body), key: `${body.client_id as string}|+9477${digits}` };
}

/** Valid leads, numbered from `first`; one in five re-sends an earlier one (same visitor, same phone). */
export function leadTraffic(first = 0): LeadTraffic {
  const traffic: LeadTraffic = {
    request: undefined!,
    answered: new Map(),
    statuses: new Map(),
    problems: [],
    retryAfter: [],
    sent: 0,
    doubleSubmits: 0,
  };
  const made: { body: string; key: string }[] = [];
  traffic.request = {
    method: 'POST',
    path: '/api/leads',
    headers: { 'content-type': 'application/json' },
    setupRequest(req, context) {
      traffic.sent += 1;
      const repeat = traffic.sent % DUPLICATE_EVERY === 0 && made.length > 0;
      const lead = repeat ? made[(traffic.sent * 31) % made.length] : leadNumber(first + made.length);
      if (repeat) traffic.doubleSubmits += 1;
      else made.push(lead);
      context.key = lead.key;
      return { ...req, body: lead.body };
    },
    onResponse(status, body, context, headers) {
      bump(traffic.statuses, status);
      if (status === 201) {
        const leadId = (safeJson(body) as { lead_id?: unknown } | undefined)?.lead_id;
        if (typeof leadId !== 'string') traffic.problems.push(`201 without lead_id: ${body.slice(0, 120)}`);
        else traffic.answered.set(context.key as string, (traffic.answered.get(context.key as string) ?? new Set()).add(leadId));
        return;
      }
      if (!isErrorShape(body)) traffic.problems.push(`${status} not the error shape: ${body.slice(0, 120)}`);
      if (status === 429) traffic.retryAfter.push(Number(header(headers, 'retry-after')));
    },
  };
  return traffic;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Status → count as a plain object, for assertions and logs. */
export const countsOf = (statuses: Map<number, number>) => Object.fromEntries(statuses);
