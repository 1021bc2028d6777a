// docs/deployment.md "Settings" names every environment variable the server and the build read,
// and what the README held before it became a front door is still somewhere in docs/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Source files that read settings: the server (not its tests), `npm start`, the build. */
function settingSources(): string[] {
  const server = readdirSync(path.join(ROOT, 'server'), { recursive: true })
    .map((f) => `server/${String(f)}`)
    .filter((f) => /\.(ts|mjs)$/.test(f) && !/\.test\.ts$|\/testing\//.test(f));
  const build = readdirSync(path.join(ROOT, 'site/build')).map((f) => `site/build/${f}`);
  return [...server, ...build, 'site/build.ts', 'scripts/start.ts', 'esbuild.config.ts'].filter((f) => f.endsWith('s'));
}

/** The variable names a source reads: env.NAME, env['NAME'], `const { NAME: x } = env`, the
 * per-IP limits' `limit(env, 'PREFIX', …)` and site/build/legal.ts's `read('NAME', …)`. */
function settingsRead(source: string): string[] {
  const names = [...source.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!);
  for (const [, fields] of source.matchAll(/const \{([^}]+)\} = (?:process\.)?env\b/g))
    names.push(...[...fields!.matchAll(/\b([A-Z][A-Z0-9_]+)\b/g)].map((m) => m[1]!));
  for (const [, prefix] of source.matchAll(/limit\(env, '([A-Z]+)'/g)) names.push(`${prefix}_RATE_LIMIT`, `${prefix}_RATE_WINDOW_S`);
  names.push(...[...source.matchAll(/\bread\('([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!));
  return names;
}

/** Names in the first column of the tables under deployment.md's "## Settings". */
function documentedSettings(): Set<string> {
  const section =
    read('docs/deployment.md')
      .split(/^## Settings$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  const firstCells = section.split('\n').flatMap((line) => (line.startsWith('| `') ? [line.split(' | ')[0]!] : []));
  return new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)(?:=[^`]*)?`/g)].map((m) => m[1]!)));
}

/** The settings table of the README before docs/deployment.md took it over (2026-11). */
const FORMER_README_SETTINGS = [
  ...['HOST', 'PORT', 'DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'ALLOW_EMBEDDED_DB', 'DATABASE_POOL_SIZE', 'PUBLIC_URL'],
  ...['ALLOWED_ORIGINS', 'PIXEL_ALLOWED_ORIGINS', 'ADMIN_TOKEN', 'AUTH_RATE_LIMIT', 'AUTH_RATE_WINDOW_S'],
  ...['LEAD', 'EVENT', 'WEBHOOK', 'TOKEN', 'VERIFY', 'OTP'].flatMap((p) => [`${p}_RATE_LIMIT`, `${p}_RATE_WINDOW_S`]),
  ...['RATE_LIMIT_MAX_ADDRESSES', 'TRUST_PROXY', 'TRUST_PROXY_FROM', 'EVENT_BATCH_WINDOW_MS', 'LOG_REQUESTS', 'OFFERS_FILE'],
  ...['RETENTION_MONTHS', 'RETENTION_CRON', 'SMS_API_URL', 'SMS_USER_ID', 'SMS_API_KEY', 'SMS_SENDER_ID', 'SMS_DAILY_LIMIT'],
  ...['FCM_SERVICE_ACCOUNT', 'FCM_API_URL', 'PARTNER_SECRET_KEY', 'POSTBACK_RETRY_DELAYS_S', 'POSTBACK_TIMEOUT_MS'],
  ...['POSTBACK_WORKERS', 'ALLOW_HTTP_OUTBOUND', 'OUTBOUND_ALLOW_CIDRS'],
  ...['FIREBASE_API_KEY', 'FIREBASE_PROJECT_ID', 'FIREBASE_MESSAGING_SENDER_ID', 'FIREBASE_APP_ID', 'FIREBASE_VAPID_KEY'],
  ...['NAYA_GTM_ID', 'NAYA_FB_PIXEL_ID', 'NAYA_ANALYTICS_ID', 'NAYA_ATTRIBUTION', 'NAYA_SITE_BASE_URL', 'NAYA_DIST_DIR'],
];

/** Sections of the former README, each now a heading of some page in docs/. */
const FORMER_README_HEADINGS = [
  'Partners: one script tag',
  '`window.nayaConfig`',
  'Widget attributes',
  'Theme',
  '`window.naya` after loading',
  'The visitor id on Safari',
  'Web push on a partner page',
  'Reading the lead id from a sibling site (`/pixel/`)',
  'For partners',
  'The partner API',
  'Postbacks',
  'The API',
  "A lead's life: attribution, verification, push messages",
  'Lead fields',
  'Phone verification',
  'Push messages',
  'Campaigns',
  'Operators',
  'Background jobs',
  'Per-IP limits',
  "The client's address",
  'Analytics carry no personal data',
  'Requests that try to break things',
  'Lender credentials',
  'Personal data rights',
  'Retention',
  'Durability and backups',
  'Several API processes behind a load balancer, one PostgreSQL',
  'Tests',
  'Event ingest',
  'Bench',
  "Real visitors' speed",
  'Site errors',
  'Languages',
];

describe('docs/deployment.md settings', () => {
  it('reads the names a source uses', () => {
    const source =
      "env.PORT; env['HOST']; const { SMS_API_URL: url, SMS_USER_ID: id } = env; limit(env, 'LEAD', 10, 600); read('NAYA_DPO_EMAIL', 'x')";
    expect(settingsRead(source).sort()).toEqual([
      'HOST',
      'LEAD_RATE_LIMIT',
      'LEAD_RATE_WINDOW_S',
      'NAYA_DPO_EMAIL',
      'PORT',
      'SMS_API_URL',
      'SMS_USER_ID',
    ]);
  });

  it('names every setting the server and the build read', () => {
    const read_ = new Set(settingSources().flatMap((file) => settingsRead(read(file))));
    expect(read_.size).toBeGreaterThan(40);
    const documented = documentedSettings();
    expect([...read_].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it("still names every setting of the former README's table", () => {
    const documented = documentedSettings();
    expect(FORMER_README_SETTINGS.filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('the former README', () => {
  const pages = readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
  const headings = new Set(pages.flatMap((page) => [...read(`docs/${page}`).matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]!.trim())));

  it('has each of its sections in docs/', () => {
    expect(FORMER_README_HEADINGS.filter((heading) => !headings.has(heading))).toEqual([]);
  });

  it('keeps the two commands and the dependency table in README.md', () => {
    const readme = read('README.md');
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
    expect(readme).toMatch(/^## Dependencies and why$/m);
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });
});
