// The API reference page (/docs/api/): the OpenAPI document of /api/openapi.json rendered on our
// own origin, with no third-party script (the site's CSP applies). Plain DOM: operations grouped
// by tag, each with its auth, parameters, body and every answer, schemas shown as JSON.
type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** A schema as indented JSON, `$ref`s shown by name. */
const schemaText = (schema: unknown) =>
  JSON.stringify(schema, (key, value: unknown) => (key === '$ref' && typeof value === 'string' ? value.split('/').pop() : value), 2);

function schemaBlock(label: string, schema: unknown, example?: unknown): HTMLElement {
  const box = el('details', {}, el('summary', {}, label), el('pre', {}, schemaText(schema)));
  if (example !== undefined) box.append(el('p', {}, 'Example:'), el('pre', {}, JSON.stringify(example, null, 2)));
  return box;
}

function operation(path: string, method: string, op: Json, schemes: Json): HTMLElement {
  const id = String(op.operationId ?? `${method}-${path}`);
  const section = el('section', { className: 'op', id });
  section.append(
    el('h3', {}, el('span', { className: `method ${method}` }, method.toUpperCase()), ' ', el('code', {}, path)),
    el('p', {}, String(op.summary ?? '')),
  );
  if (op.description) section.append(el('p', { className: 'description' }, String(op.description)));
  const security = (op.security as Json[] | undefined) ?? [];
  const auth = security.map((s) => Object.keys(s)[0] ?? 'none').map((name) => (name === 'none' ? 'no credentials' : name));
  section.append(el('p', { className: 'auth' }, 'Auth: ', auth.length ? auth.join(' or ') : 'none'));
  for (const name of auth) {
    const scheme = schemes[name] as Json | undefined;
    if (scheme?.description) section.append(el('p', { className: 'scheme' }, `${name}: ${String(scheme.description)}`));
  }
  const parameters = (op.parameters as Json[] | undefined) ?? [];
  if (parameters.length) {
    const rows = parameters.map((p) =>
      el(
        'tr',
        {},
        el('td', {}, el('code', {}, String(p.name))),
        el('td', {}, String(p.in)),
        el('td', {}, p.required ? 'required' : 'optional'),
        el('td', {}, String(p.description ?? ''), el('code', {}, ` ${schemaText(p.schema).replace(/\s+/g, ' ')}`)),
      ),
    );
    section.append(
      el('table', {}, el('thead', {}, el('tr', {}, ...['name', 'in', '', 'schema'].map((h) => el('th', {}, h)))), el('tbody', {}, ...rows)),
    );
  }
  const body = op.requestBody as Json | undefined;
  for (const [type, media] of Object.entries((body?.content as Record<string, Json>) ?? {}))
    section.append(schemaBlock(`Body: ${type}`, media.schema, media.example));
  const answers = el('ul', { className: 'answers' });
  for (const [status, answer] of Object.entries(op.responses as Record<string, Json>)) {
    const item = el('li', {}, el('strong', {}, status), ' ', String(answer.description ?? ''));
    for (const [type, media] of Object.entries((answer.content as Record<string, Json>) ?? {}))
      item.append(schemaBlock(type, media.schema, media.example));
    answers.append(item);
  }
  section.append(el('h4', {}, 'Answers'), answers);
  return section;
}

async function main() {
  const root = document.getElementById('reference')!;
  const res = await fetch('/api/openapi.json');
  if (!res.ok) {
    root.textContent = `The API document could not be loaded (${res.status}).`;
    return;
  }
  const api = (await res.json()) as { info: Json; paths: Record<string, Json>; components: { securitySchemes: Json; schemas: Json } };
  const byTag = new Map<string, HTMLElement[]>();
  for (const [path, item] of Object.entries(api.paths))
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const tag = String((op.tags as string[] | undefined)?.[0] ?? 'Other');
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(path, method, op, api.components.securitySchemes)]);
    }
  const tags = [...byTag.keys()].sort((a, b) => Number(a.startsWith('Console')) - Number(b.startsWith('Console')) || a.localeCompare(b));
  const nav = el(
    'nav',
    {},
    el('h2', {}, 'Sections'),
    el('ul', {}, ...tags.map((t) => el('li', {}, el('a', { href: `#tag-${encodeURIComponent(t)}` }, t)))),
  );
  root.replaceChildren(
    el('h1', {}, `${String(api.info.title)} reference`),
    el('p', {}, String(api.info.description ?? '')),
    el('p', {}, 'The machine-readable document: ', el('a', { href: '/api/openapi.json' }, '/api/openapi.json'), ' (OpenAPI 3.1).'),
    schemaBlock('Every refusal: Error', api.components.schemas.Error),
    nav,
    ...tags.map((t) => el('div', { className: 'tag', id: `tag-${encodeURIComponent(t)}` }, el('h2', {}, t), ...byTag.get(t)!)),
  );
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

void main();
