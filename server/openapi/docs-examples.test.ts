// The calls docs/partners.md and docs/lenders.md show, checked against the OpenAPI document
// (issue 41 item 5): each `curl` names a documented operation, its JSON body (`-d`) and form
// fields (`-F`) fit the request schema, its query fits the parameters; and a TypeScript client
// generated from the document (openapi-typescript's types with openapi-fetch) type-checks every
// one of those calls, written as a client would write it, with TypeScript's own compiler. Every
// fenced json block of those docs (and docs/api.md) fits the schema an HTML comment before it
// names: a request body, an answer, or a message we send (the document's `webhooks`, messages.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator, type Schema } from '@cfworker/json-schema';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db';
import { appOn, ROOT } from '../testing/app';

type Json = Record<string, unknown>;
interface Call {
  doc: string;
  line: number;
  method: string;
  url: URL;
  body?: Json;
  form?: Record<string, string>;
}

const DOCS = ['docs/partners.md', 'docs/lenders.md'];
/** The docs whose fenced `json` blocks are checked (api.md has none today; one added is checked). */
const JSON_DOCS = [...DOCS, 'docs/api.md'];

interface JsonBlock {
  line: number;
  /** What the `<!-- schema: … -->` comment just before the block names, if any. */
  names?: string;
  text: string;
}

/**
 * Every fenced json block of a doc, with the schema it illustrates, named by an HTML comment on
 * the line before its fence (a blank line between is allowed), which the page does not show:
 * `<!-- schema: PartnerPostback -->` (a message of the document's `components.schemas`, e.g. the
 * `webhooks`' bodies), `<!-- schema: POST /api/admin/lenders request -->` (an operation's JSON
 * body) or `<!-- schema: GET /api/consent/keys 200 -->` (an operation's JSON answer).
 */
function jsonBlocks(markdown: string): JsonBlock[] {
  const lines = markdown.split('\n');
  const blocks: JsonBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*```json\s*$/.test(lines[i]!)) continue;
    const end = lines.findIndex((l, j) => j > i && /^\s*```\s*$/.test(l));
    let before = i - 1;
    while (before >= 0 && lines[before]!.trim() === '') before--;
    const names = /<!--\s*schema:\s*(.+?)\s*-->/.exec(lines[before] ?? '')?.[1];
    blocks.push({ line: i + 1, ...(names && { names }), text: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return blocks;
}

/** The JSON Schema a block's comment names, or why there is none. */
function schemaNamed(document: DocumentShape, names: string | undefined): Schema | string {
  if (!names) return 'no <!-- schema: … --> comment names its schema';
  const operation = /^(GET|POST|PUT|PATCH|DELETE) (\S+) (request|\d{3})$/.exec(names);
  if (!operation) return document.components.schemas[names] ?? `no schema ${names} in components.schemas`;
  const [, method, template, which] = operation;
  const op = document.paths[template!]?.[method!.toLowerCase()] as Json | undefined;
  if (!op) return `no operation ${method} ${template}`;
  const content = (which === 'request' ? (op.requestBody as Json | undefined) : (op.responses as Record<string, Json>)[which!])?.content as
    Record<string, { schema: Schema }> | undefined;
  return content?.['application/json']?.schema ?? `${names} has no JSON body`;
}

interface DocumentShape {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Schema> };
}

/** Every curl of a doc's code blocks, its continuation lines joined. */
function curlsOf(doc: string): Call[] {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  const calls: Call[] = [];
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  const original = text.split('\n');
  for (const joined of lines) {
    const curl = /^\s*curl\s(.*)$/.exec(joined)?.[1];
    if (!curl) continue;
    const url = /'?(https:\/\/NAYA-HOST\/[^\s']*)'?/.exec(curl)?.[1];
    if (!url) continue;
    const data = /-d '([^']*)'/.exec(curl)?.[1];
    const form = [...curl.matchAll(/-F (\w+)=(\S+)/g)].map(([, k, v]) => [k!, v!]);
    calls.push({
      doc,
      line: original.findIndex((l) => l.includes(url)) + 1,
      method: /-X (\w+)/.exec(curl)?.[1] ?? (data || form.length ? 'POST' : 'GET'),
      url: new URL(url.replace('NAYA-HOST', 'naya.example').replace(/\$(\w+)/g, 'EXAMPLE_$1')),
      ...(data !== undefined && { body: JSON.parse(data) as Json }),
      ...(form.length && { form: Object.fromEntries(form) }),
    });
  }
  return calls;
}

/** The documented path a concrete path matches, with its path parameters. */
function templateOf(paths: string[], concrete: string): { template: string; params: Record<string, string> } | undefined {
  for (const template of paths) {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map(([, n]) => n!);
    const match = new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]+)')}$`).exec(concrete);
    if (match) return { template, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])) };
  }
  return undefined;
}

/** Type-checks `source` beside the generated `paths` types; answers TypeScript's errors. */
function typeCheck(types: string, source: string): string[] {
  const dir = path.join(ROOT, 'server/openapi');
  const files = new Map([
    [path.join(dir, '__generated_paths__.ts'), types],
    [path.join(dir, '__docs_calls__.ts'), source],
  ]);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) =>
    files.has(file) ? ts.createSourceFile(file, files.get(file)!, language) : getSourceFile.call(host, file, language, ...rest);
  const program = ts.createProgram([...files.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe("the docs' calls, against the OpenAPI document", () => {
  let db: Db;
  let document: DocumentShape;
  /** The document of a development server (ALLOW_HTTP_OUTBOUND), which the docs' local tries call. */
  let development: DocumentShape;
  const calls = DOCS.flatMap(curlsOf);
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
    const { app } = await appOn({ name: 'pglite', db });
    document = (await (await app.request('/api/openapi.json')).json()) as typeof document;
    const local = await appOn({ name: 'pglite', db }, { ALLOW_HTTP_OUTBOUND: '1' });
    development = (await (await local.app.request('/api/openapi.json')).json()) as typeof development;
  });
  afterAll(() => db.close());

  it('reads the curl calls of both docs', () => {
    expect(calls.filter((c) => c.doc === 'docs/partners.md').length).toBeGreaterThan(8);
    expect(calls.filter((c) => c.doc === 'docs/lenders.md').length).toBeGreaterThan(2);
    expect(calls.filter((c) => c.body).length).toBeGreaterThan(2);
  });

  it('each names a documented operation, and its body, form fields and query fit its schemas', () => {
    const problems: string[] = [];
    for (const call of calls) {
      const where = `${call.doc}:${call.line} ${call.method} ${call.url.pathname}`;
      // a call that points us at the reader's own machine is for a development server
      const against = /http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(JSON.stringify(call.body ?? {})) ? development : document;
      const found = templateOf(Object.keys(against.paths), call.url.pathname);
      const op = found && against.paths[found.template]![call.method.toLowerCase()];
      if (!op) {
        problems.push(`${where}: not in the document`);
        continue;
      }
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema: Schema }>;
      const check = (type: string, value: unknown) => {
        const schema = content[type]?.schema;
        if (!schema) return problems.push(`${where}: the document takes no ${type} body`);
        const result = new Validator(schema, '2020-12', false).validate(value);
        if (!result.valid) problems.push(`${where}: ${JSON.stringify(result.errors.slice(-2))}`);
      };
      if (call.body) check('application/json', call.body);
      if (call.form) check('multipart/form-data', call.form);
      const parameters = (op.parameters ?? []) as { name: string; in: string; schema: Schema }[];
      for (const [name, value] of call.url.searchParams) {
        const parameter = parameters.find((p) => p.in === 'query' && p.name === name);
        if (!parameter) problems.push(`${where}: no query parameter ${name}`);
        else if (
          !new Validator(parameter.schema, '2020-12', false).validate(
            /^\d+$/.test(value) && parameter.schema.type === 'integer' ? Number(value) : value,
          ).valid
        )
          problems.push(`${where}: ${name}=${value} does not fit`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every fenced json block of the docs fits the schema it names; a block naming none, or the wrong one, fails', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const doc of JSON_DOCS)
      for (const block of jsonBlocks(readFileSync(path.join(ROOT, doc), 'utf8'))) {
        const where = `${doc}:${block.line}`;
        const schema = schemaNamed(document, block.names);
        if (typeof schema === 'string') {
          problems.push(`${where}: ${schema}`);
          continue;
        }
        let value: unknown;
        try {
          value = JSON.parse(block.text);
        } catch (error) {
          problems.push(`${where}: not JSON (${(error as Error).message})`);
          continue;
        }
        const result = new Validator(schema, '2020-12', false).validate(value);
        if (!result.valid) problems.push(`${where} as ${block.names}: ${JSON.stringify(result.errors.slice(-3))}`);
        checked++;
      }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(4);
    // the check can fail: an unmarked block, an unknown name, a block the schema refuses
    const text = (comment: string, json: string) => `${comment}\n\n\u0060\u0060\u0060json\n${json}\n\u0060\u0060\u0060\n`;
    const [unmarked] = jsonBlocks(text('Some words.', '{}'));
    expect(schemaNamed(document, unmarked!.names)).toMatch(/no <!-- schema/);
    expect(schemaNamed(document, jsonBlocks(text('<!-- schema: NoSuchThing -->', '{}'))[0]!.names)).toMatch(/no schema NoSuchThing/);
    const [wrong] = jsonBlocks(text('<!-- schema: LenderNotice -->', '{"event": "lead_delivered"}'));
    const notice = schemaNamed(document, wrong!.names) as Schema;
    expect(new Validator(notice, '2020-12', false).validate(JSON.parse(wrong!.text)).valid).toBe(false);
    const [request] = jsonBlocks(text('<!-- schema: POST /api/admin/lenders request -->', '{"name": 7}'));
    expect(new Validator(schemaNamed(document, request!.names) as Schema, '2020-12', false).validate(JSON.parse(request!.text)).valid).toBe(
      false,
    );
  });

  it('a client generated from the document type-checks every JSON call, and refuses a wrong one', async () => {
    const types = astToString(await openapiTS(document as never));
    const statements = calls
      .filter((call) => !call.form)
      .map((call) => {
        const { template, params } = templateOf(Object.keys(document.paths), call.url.pathname)!;
        const parameters = (document.paths[template]![call.method.toLowerCase()]!.parameters ?? []) as { name: string; schema: Json }[];
        const integer = (name: string) => parameters.find((p) => p.name === name)?.schema.type === 'integer';
        const query = Object.fromEntries([...call.url.searchParams].map(([k, v]) => [k, integer(k) ? Number(v) : v]));
        const init = {
          ...((Object.keys(params).length || Object.keys(query).length) && {
            params: { ...(Object.keys(params).length && { path: params }), ...(Object.keys(query).length && { query }) },
          }),
          ...(call.body && { body: call.body }),
        };
        return `  // ${call.doc}:${call.line}\n  await client.${call.method}(${JSON.stringify(template)}, ${JSON.stringify(init)});`;
      });
    const source = (lines: string[]) =>
      [
        "import createClient from 'openapi-fetch';",
        "import type { paths } from './__generated_paths__';",
        "const client = createClient<paths>({ baseUrl: 'https://naya.example' });",
        'export async function docsCalls(): Promise<void> {',
        ...lines,
        '}',
      ].join('\n');
    expect(statements.length).toBeGreaterThan(10);
    expect(typeCheck(types, source(statements))).toEqual([]);
    // the same client refuses what the document does not allow: the check can fail
    const wrong = typeCheck(types, source(['  await client.POST("/api/admin/lenders", { body: { name: 7 } });']));
    expect(wrong.join('\n')).toMatch(/not assignable/);
  }, 60_000);
});
