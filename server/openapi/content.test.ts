// What the OpenAPI document says to a reader and to a client or fuzzer reading it (issue 41 items 4
// and 5): every operation summarised in plain text (Scalar shows a summary as it is: no Markdown),
// every parameter and every request field described, an example for every request body that its
// own schema accepts, no ±2⁵³ bounds zod writes for every `.int()`, days as `format: date` (not a
// regular expression), one spelling per tag, and no refusal shown as a blank row.
import { Validator, type Schema } from '@cfworker/json-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db';
import { appOn } from '../testing/app';

type Json = Record<string, unknown>;
interface Op {
  call: string;
  op: Json;
}

/** Every schema node under `node`, with where it is. */
function* nodes(node: unknown, at: string): Generator<[string, Json]> {
  if (Array.isArray(node)) for (const [i, n] of node.entries()) yield* nodes(n, `${at}/${i}`);
  else if (node && typeof node === 'object') {
    yield [at, node as Json];
    for (const [k, v] of Object.entries(node)) yield* nodes(v, `${at}/${k}`);
  }
}

describe('the OpenAPI document, as a reader and a client see it', () => {
  let db: Db;
  let document: Json;
  let ops: Op[];
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
    const { app } = await appOn({ name: 'pglite', db });
    document = (await (await app.request('/api/openapi.json')).json()) as Json;
    ops = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, op })),
    );
  });
  afterAll(() => db.close());

  it('summarises every operation in plain text and describes it', () => {
    expect(ops.length).toBeGreaterThan(100);
    const bad = ops.filter(({ op }) => typeof op.summary !== 'string' || !op.summary || /[`*_]{1}\w.*[`*]/.test(op.summary));
    expect(bad.map((o) => `${o.call}: ${String(o.op.summary)}`)).toEqual([]);
    expect(ops.filter(({ op }) => typeof op.description !== 'string' || op.description.length < 20).map((o) => o.call)).toEqual([]);
    // who may call, in words, on each: a partner's call names its key
    const stats = ops.find((o) => o.call === 'GET /api/partner/stats')!.op;
    expect(stats.description).toContain('Authorization: Bearer naya_partner_');
    const leads = ops.find((o) => o.call === 'GET /api/partner/leads')!.op;
    expect(leads.description).toContain('CSV with `Accept: text/csv`');
  });

  it('describes every parameter', () => {
    const bare = ops.flatMap(({ call, op }) =>
      ((op.parameters ?? []) as Json[])
        .filter((p) => typeof p.description !== 'string' || !p.description)
        .map((p) => `${call} ${String(p.name)}`),
    );
    expect(bare).toEqual([]);
  });

  it('describes every field of every request body and answer', () => {
    const bare = ops.flatMap(({ call, op }) =>
      [...nodes({ body: op.requestBody, answers: op.responses }, call)].flatMap(([at, node]) =>
        Object.entries((node.properties ?? {}) as Record<string, Json>)
          .filter(([, property]) => !property.description)
          .map(([name]) => `${at} ${name}`),
      ),
    );
    expect(bare).toEqual([]);
  });

  it('gives every request body an example its own schema accepts', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { call, op } of ops) {
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema: Schema; example?: unknown }>;
      for (const [type, { schema, example }] of Object.entries(content)) {
        if (example === undefined) {
          problems.push(`${call} ${type}: no example`);
          continue;
        }
        const result = new Validator(schema, '2020-12', false).validate(example);
        checked += 1;
        if (!result.valid) problems.push(`${call} ${type}: ${JSON.stringify(result.errors.slice(-2))}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('writes no ±2⁵³ bounds and gives days as format date without a regular expression', () => {
    const found = [...nodes(document.paths, '')].flatMap(([at, node]) => [
      ...(['minimum', 'maximum'] as const)
        .filter((k) => Math.abs(Number(node[k])) === Number.MAX_SAFE_INTEGER)
        .map((k) => `${at}: ${k} ${String(node[k])}`),
      ...(node.format === 'date' && 'pattern' in node ? [`${at}: date with a pattern`] : []),
      ...(typeof node.pattern === 'string' && node.pattern.includes('02-29') ? [`${at}: a date as a regular expression`] : []),
    ]);
    expect(found).toEqual([]);
    const from = ops
      .flatMap(({ op }) => (op.parameters ?? []) as Json[])
      .filter((p) => p.name === 'from' && p.in === 'query')
      .map((p) => p.schema as Json);
    expect(from.length).toBeGreaterThan(5);
    // a day, or (where a time is allowed too) a day or an ISO 8601 time
    const isDay = (s: Json) => s.format === 'date' || (Array.isArray(s.anyOf) && (s.anyOf as Json[]).some((x) => x.format === 'date'));
    expect(from.filter((s) => !isDay(s))).toEqual([]);
  });

  it('spells each tag one way', () => {
    const tags = [...new Set(ops.flatMap(({ op }) => op.tags as string[]))];
    const byCase = new Map<string, string[]>();
    for (const tag of tags) byCase.set(tag.toLowerCase(), [...(byCase.get(tag.toLowerCase()) ?? []), tag]);
    expect([...byCase.values()].filter((spellings) => spellings.length > 1)).toEqual([]);
    expect(tags).toContain('Console: Payouts');
  });

  it('describes every answer, refusals included, without a $ref a renderer shows blank', () => {
    const blank = ops.flatMap(({ call, op }) =>
      Object.entries(op.responses as Record<string, Json>)
        .filter(([, answer]) => typeof answer.description !== 'string' || !answer.description || '$ref' in answer)
        .map(([status]) => `${call} ${status}`),
    );
    expect(blank).toEqual([]);
    const leads = (document.paths as Record<string, Record<string, Json>>)['/api/leads']!.post!.responses as Record<string, Json>;
    expect((leads['429']!.headers as Json)['Retry-After']).toBeDefined();
  });

  it("answers POST /api/leads's 201 with lead_token required", () => {
    const created = (document.paths as Record<string, Record<string, Json>>)['/api/leads']!.post!.responses as Record<string, Json>;
    const schema = ((created['201']!.content as Json)['application/json'] as Json).schema as { required: string[] };
    expect(schema.required).toEqual(expect.arrayContaining(['lead_id', 'lead_token']));
  });
});
