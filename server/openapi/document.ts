// The OpenAPI 3.1 document, read from the app's route table: every route that carries a `doc()`
// marker (describe.ts) becomes an operation, its schemas turned into JSON Schema by zod. The
// refusals a route's auth, query and body imply are added here, so each route names only its own.
import type { RouterRoute } from 'hono/types';
import { DOC, type AnswerDoc, type Auth, type ForwardDoc, type OperationDoc, type RefusalStatus } from '../http/doc/describe';
import { PARAMETERS } from './glossary';
import { jsonSchema, tidy } from './json-schema';
import { messageSchemas, webhooks } from './messages';

type Json = Record<string, unknown>;

const SECURITY: Record<Exclude<Auth, 'none'>, Json[]> = {
  admin: [{ adminToken: [] }],
  partner: [{ partnerKey: [] }],
  lender: [{ lenderKey: [] }],
  lender_optional: [{ lenderKey: [] }, {}],
  console: [{ consoleSession: [] }, { adminToken: [] }],
  my: [{ mySession: [] }],
  sms_gateway: [{ smsGateway: [] }],
};

const REFUSAL: Record<RefusalStatus, string> = {
  400: 'The request is malformed or a field is invalid; `fields` names each.',
  401: 'The credentials are missing or wrong.',
  403: 'Not allowed for this caller (a console change without its CSRF token).',
  404: 'Not found.',
  409: 'In conflict with what is stored.',
  413: 'The body is larger than this call accepts.',
  415: 'This call does not accept this content type.',
  429: 'Too many requests (or wrong credentials) from this address; `Retry-After` says when to come back.',
  503: 'The database (or a gateway this call needs) is unavailable, or in a failover no primary accepts writes yet; nothing was stored. `Retry-After` says when to try again.',
};

/** The refusals of an operation: its own, and those its auth, input and feature imply. */
export function refusalsOf(op: OperationDoc): Map<RefusalStatus, string> {
  const out = new Map<RefusalStatus, string>();
  const add = (status: RefusalStatus, text = REFUSAL[status]) => out.set(status, out.get(status) ?? text);
  for (const [status, text] of Object.entries(op.refusals ?? {})) add(Number(status) as RefusalStatus, text);
  const addAll = (...statuses: RefusalStatus[]) => statuses.forEach((status) => add(status));
  if (op.auth !== 'none') add(401);
  // any call carrying an Authorization header is refused once its address sent too many wrong ones
  add(429);
  if (op.auth === 'console') add(403);
  if (op.query || op.body || op.params) add(400);
  if (op.body) addAll(400, 413, 415);
  if (op.feature) add(404, `Not found, or \`feature_off\`: ${op.feature} is off on this server.`);
  add(503);
  return new Map([...out].sort(([a], [b]) => a - b));
}

const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

function parameters(path: string, op: OperationDoc): Json[] {
  const list: Json[] = [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: op.params?.[name!] ?? PARAMETERS[name!],
    schema: { type: 'string', ...(op.paramValues?.[name!] && { enum: [...op.paramValues[name!]!] }) },
  }));
  if (op.query) {
    const schema = jsonSchema(op.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, { description, ...property }] of Object.entries(schema.properties ?? {}))
      list.push({
        name,
        in: 'query',
        required: schema.required?.includes(name) ?? false,
        ...((description ?? PARAMETERS[name]) !== undefined && { description: description ?? PARAMETERS[name] }),
        schema: property,
      });
  }
  return list;
}

function requestBody(op: OperationDoc): Json | undefined {
  if (!op.body) return undefined;
  const content: Json = {};
  // a JSON Schema given whole (the lead's) may carry its example itself
  const given = op.body.example ?? op.body.schema?.example;
  const example = given === undefined ? {} : { example: given };
  if (op.body.json)
    for (const type of op.body.types ?? ['application/json']) content[type] = { schema: jsonSchema(op.body.json, 'input'), ...example };
  if (op.body.schema)
    for (const type of op.body.types ?? ['application/json']) content[type] = { schema: tidy(op.body.schema), ...example };
  if (op.body.form) {
    const schema = jsonSchema(op.body.form, 'input');
    for (const type of op.body.types ?? ['multipart/form-data', 'application/x-www-form-urlencoded'])
      content[type] = { schema, ...example };
  }
  return { required: true, content };
}

function answer(a: AnswerDoc): Json {
  const content: Json = {};
  if (a.json)
    content['application/json'] = { schema: jsonSchema(a.json, 'output'), ...(a.example === undefined ? {} : { example: a.example }) };
  if (a.csv) content['text/csv'] = { schema: { type: 'string' } };
  const headers =
    a.headers && Object.fromEntries(Object.entries(a.headers).map(([k, v]) => [k, { description: v, schema: { type: 'string' } }]));
  return { description: a.description, ...(headers && { headers }), ...(Object.keys(content).length ? { content } : {}) };
}

const WHO: Record<Auth, string> = {
  none: 'Anyone may call it: no credentials.',
  admin: "Needs the admin token (`Authorization: Bearer $ADMIN_TOKEN`, the server's ADMIN_TOKEN setting).",
  partner: "Needs a partner's key (`Authorization: Bearer naya_partner_…`); answers only that partner's own data.",
  lender: "Needs a lender's key (`Authorization: Bearer naya_lender_…`); answers only that lender's own data.",
  lender_optional: "Anyone may call it; with a lender's key (`Authorization: Bearer naya_lender_…`) it does more, as said above.",
  console: "The console's call: its session cookie (or the admin token), and for a change its `X-CSRF-Token`.",
  my: "The borrower's page: needs its `my_session` cookie (POST /api/my/session).",
  sms_gateway: "The SMS gateway's call: `Authorization: Bearer` its SMS_INBOUND_SECRET.",
};

/** The operation's own words, then what its declaration says of every call: who may call, the
 * feature it needs, CSV, paging. */
function descriptionOf(op: OperationDoc): string {
  const csv = Object.values(op.answers).some((a) => a.csv);
  const query = op.query && (jsonSchema(op.query, 'input').properties as Json | undefined);
  return [
    op.description,
    WHO[op.auth],
    op.feature && `Answers \`404\` \`feature_off\` while ${op.feature} is off on this server.`,
    csv && 'Answers JSON, or the same rows as CSV with `Accept: text/csv`.',
    query &&
      'after' in query &&
      'limit' in query &&
      "Read in pages: pass the answer's `next` as `after` for the next page (none or empty for the first).",
  ]
    .filter(Boolean)
    .join('\n\n');
}

function operation(method: string, path: string, op: OperationDoc): Json {
  const responses: Json = {};
  for (const [status, a] of Object.entries(op.answers)) responses[status] = answer(a);
  for (const [status, text] of refusalsOf(op)) {
    if (status in responses) continue; // the route answers it in a shape of its own (GET /api/health's 503)
    // inline, not a $ref to components.responses: renderers showed a referenced answer as a blank row
    responses[status] = {
      description: text,
      ...(status === 429 && { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } } } }),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const params = parameters(path, op);
  return {
    operationId: `${method}${openApiPath(path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: op.summary,
    description: descriptionOf(op),
    tags: [op.tag],
    ...(op.auth !== 'none' && { security: SECURITY[op.auth] }),
    ...(params.length && { parameters: params }),
    ...(requestBody(op) && { requestBody: requestBody(op) }),
    responses,
  };
}

/** The documented operations of a route table, as `METHOD path` (Hono's spelling) → description. */
export function documentedRoutes(routes: readonly RouterRoute[]): Map<string, OperationDoc> {
  const found = new Map<string, OperationDoc>();
  const forwards = new Map<string, ForwardDoc>();
  for (const route of routes) {
    const described = (route.handler as Partial<Record<typeof DOC, OperationDoc | ForwardDoc>>)[DOC];
    if (!described) continue;
    if ('sameAs' in described) forwards.set(`${route.method} ${route.path}`, described);
    else found.set(`${route.method} ${route.path}`, described);
  }
  for (const [call, { sameAs }] of forwards) {
    const admin = found.get(sameAs);
    if (!admin) throw new Error(`${call} is documented as ${sameAs}, which has no doc()`);
    found.set(call, { ...admin, auth: 'console', tag: `Console: ${admin.tag}` });
  }
  return found;
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'fields'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', description: 'A stable code: validation_failed, unauthorized, not_found, feature_off, rate_limited, …' },
        message: { type: 'string', description: 'For people; may change.' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Each refused field and why (`required`, `invalid`, or a reason of its own).',
        },
      },
    },
  },
  example: { error: { code: 'validation_failed', message: 'Some fields are missing or invalid.', fields: { phone: 'invalid' } } },
};

/** The URLs this server calls (marked `x-outbound-url`, common/url-patterns.ts) as this server takes
 * them: https only, or http as well with ALLOW_HTTP_OUTBOUND. */
function outboundUrls(node: unknown, httpOutbound: boolean): unknown {
  if (Array.isArray(node)) return node.map((n) => outboundUrls(n, httpOutbound));
  if (!node || typeof node !== 'object') return node;
  const { 'x-outbound-url': marked, ...rest } = node as Json;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, outboundUrls(v, httpOutbound)]));
  if (marked && httpOutbound && typeof out.pattern === 'string') out.pattern = out.pattern.replace(/^\^https:/, '^https?:');
  return out;
}

export function openApiDocument(
  routes: readonly RouterRoute[],
  { serverUrl = '/', httpOutbound = false }: { serverUrl?: string; httpOutbound?: boolean } = {},
): Json {
  const paths: Record<string, Json> = {};
  for (const [key, op] of documentedRoutes(routes)) {
    const [method, path] = key.split(' ') as [string, string];
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = outboundUrls(operation(method.toLowerCase(), path, op), httpOutbound);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Naya API',
      version: '1',
      description:
        'Loan leads, events, partner figures and postbacks. Every refusal is `{"error": {"code", "message", "fields"}}`; amounts are whole rupees (LKR).',
    },
    servers: [{ url: serverUrl }],
    paths,
    // what we send to partners' and lenders' servers (messages.ts)
    webhooks: webhooks(),
    components: {
      schemas: { Error: ERROR_SCHEMA, ...messageSchemas() },
      responses: {
        Refusal: { description: 'Refused.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        RateLimited: {
          description: REFUSAL[429],
          headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } } },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: {
        adminToken: { type: 'http', scheme: 'bearer', description: "The server's ADMIN_TOKEN." },
        partnerKey: {
          type: 'http',
          scheme: 'bearer',
          description: "A partner's api_key (`naya_partner_…`), shown once when the account is made.",
        },
        lenderKey: { type: 'http', scheme: 'bearer', description: "A lender's api_key (`naya_lender_…`)." },
        mySession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'my_session',
          description: "The borrower page's session cookie (from POST /api/my/session, after an SMS code).",
        },
        smsGateway: { type: 'http', scheme: 'bearer', description: "The SMS gateway's SMS_INBOUND_SECRET." },
        consoleSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'naya_console',
          description: "The console's session cookie (from POST /api/console/login); changes also send its X-CSRF-Token.",
        },
      },
    },
  };
}
