// Builds everything into dist/ (or NAYA_DIST_DIR; run: `npm run build`). Steps, in order:
//   1. the lazy chunks partner pages load, one build each (widgets with Preact, push prompt, pixel)
//   2. then at once: loader.js, a classic script (IIFE) that knows the hashed chunk names through
//      `define`; the push service worker at the site root; the pixel frame page (/pixel/)
//   3. then at once: the site (site/build.ts: client bundle with React + pre-rendered HTML) and the
//      operator console (console/build.ts: its own bundle, /console/)
//   4. public/ copied verbatim (demo partner page, robots.txt)
// Every entry is required: a renamed or missing file fails the build instead of leaving a chunk out.
// Output is UTF-8 (the server sends scripts as `charset=utf-8`).
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withAllowedOrigins } from './common/pixel-allow-list.ts';
import { browserOptions, firebaseSettings, splitEsmOptions, type BuildContext } from './scripts/build-options.ts';

export const ROOT = path.dirname(fileURLToPath(import.meta.url));
// NAYA_DIST_DIR lets tests build with other settings (e.g. Firebase on) without touching dist/.
export const DIST = process.env.NAYA_DIST_DIR ? path.resolve(process.env.NAYA_DIST_DIR) : path.join(ROOT, 'dist');
export const SITE_OUT = path.join(DIST, 'site');

/**
 * Aliases for the partner chunks: the widgets render with Preact itself (react-deps.partner.ts), and
 * any direct 'react' import still works through preact/compat (at ~2 KB gzip more).
 */
export const PREACT_ALIAS = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * Partner pages get widgets/react-deps.partner.ts (Preact's hooks) wherever a widget imports
 * ./react-deps (React's, for the site). A plugin, because `alias` only maps package names.
 */
const partnerReactDeps = (root: string): esbuild.Plugin => ({
  name: 'partner-react-deps',
  setup(build) {
    build.onResolve({ filter: /\/react-deps$/ }, (args) => {
      const file = path.resolve(args.resolveDir, args.path + '.ts');
      return file === path.join(root, 'widgets', 'react-deps.ts')
        ? { path: path.join(root, 'widgets', 'react-deps.partner.ts') }
        : undefined;
    });
  },
});

/** esbuild options of the lazy browser chunks. */
export function chunkOptions(ctx: BuildContext, entries: Record<string, string>): esbuild.BuildOptions & { metafile: true } {
  return {
    ...splitEsmOptions(ctx),
    entryPoints: entries,
    outdir: path.join(ctx.outdir, 'chunks'),
    chunkNames: 'shared-[hash]',
    // The widgets' script fonts (widgets/script-font.ts), copied beside the chunks as `name-HASH.woff2`.
    loader: { '.woff2': 'file' },
    // Class fields as written, not through esbuild's helper: the helper became a chunk of its own
    // that every widgets chunk imported (0.2 KB gzip a partner page downloads) for the one library
    // that has class fields, web-vitals, whose code needs ES2022 anyway (Array.prototype.at).
    supported: { 'class-field': true },
    alias: PREACT_ALIAS,
    plugins: [partnerReactDeps(ctx.root)],
  };
}

/**
 * The widgets are built apart from the push prompt and the pixel: esbuild splits shared code by
 * file, so one build would put push-only constants into the chunks a widgets page downloads. The
 * few small files both use are then downloaded twice only when a page has push on as well.
 * With push on, the registration widget re-sends the push token after a registration
 * (loader/push/resend.ts): built first on its own and imported by its URL, so that the lead and
 * identity files it shares with the widgets are not split out of the widgets chunk into small
 * files every partner page downloads (0.35 KB gzip); it carries its own copy of them instead,
 * downloaded only after a registration.
 */
async function buildChunks(ctx: BuildContext): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  const buildGroup = async (entries: Record<string, string>, define = ctx.define, external: string | null = null) => {
    const result = await esbuild.build({ ...chunkOptions(ctx, entries), define, ...(external && { external: [external] }) });
    for (const [out, meta] of Object.entries(result.metafile.outputs)) {
      const entry = Object.entries(entries).find(([, src]) => meta.entryPoint === src);
      if (entry) names[entry[0]] = path.relative(ctx.outdir, path.join(ctx.root, out)).split(path.sep).join('/');
    }
  };
  // One build per lazy feature: code shared across features would become extra small files that
  // every one of them downloads (each with its own request and gzip overhead) for a few bytes saved.
  const widgets = async () => {
    if (ctx.firebase) await buildGroup({ resend: 'loader/push/resend.ts' });
    const resend = names.resend ? `./${path.posix.basename(names.resend)}` : null;
    await buildGroup({ widgets: 'widgets/partner.tsx' }, { ...ctx.define, __NAYA_RESEND_CHUNK__: JSON.stringify(resend) }, resend);
    delete names.resend; // the widgets know it; the loader does not need it
  };
  await Promise.all([
    widgets(),
    buildGroup({ push: 'loader/push/index.ts' }),
    buildGroup({ pixel: 'loader/pixel.ts' }), // started by loader.js when configured
  ]);
  return names;
}

/** A classic script (IIFE): what partners include, what a service worker and the frame run. */
function buildClassicScript(ctx: BuildContext, entry: string, outfile: string, define = ctx.define) {
  return esbuild.build({ ...browserOptions(ctx), entryPoints: [entry], outfile: path.join(ctx.outdir, outfile), format: 'iife', define });
}

async function buildLoader(ctx: BuildContext, chunks: Record<string, string>): Promise<void> {
  await buildClassicScript(ctx, 'loader/index.ts', 'loader.js', { ...ctx.define, __NAYA_CHUNKS__: JSON.stringify(chunks) });
}

async function buildServiceWorker(ctx: BuildContext): Promise<void> {
  await buildClassicScript(ctx, 'sw/firebase-messaging-sw.ts', 'firebase-messaging-sw.js');
}

async function buildPixelFrame(ctx: BuildContext): Promise<void> {
  await buildClassicScript(ctx, 'loader/pixel-frame/main.ts', path.join('pixel', 'frame.js'));
  // The allow-list of parent origins is filled in from the environment (the server may refill it).
  const html = readFileSync(path.join(ctx.root, 'loader/pixel-frame/index.html'), 'utf8');
  writeFileSync(path.join(ctx.outdir, 'pixel', 'index.html'), withAllowedOrigins(html, process.env.PIXEL_ALLOWED_ORIGINS));
}

/** The operator console (/console/): a bundle of its own, loaded by no other page. */
async function buildConsolePage(ctx: BuildContext): Promise<void> {
  const { buildConsole } = await import('./console/build.ts');
  await buildConsole(ctx);
}

/** The API reference page (/docs/api/), rendered in the browser from /api/openapi.json. */
async function buildApiReferencePage(ctx: BuildContext): Promise<void> {
  const { buildApiReference } = await import('./console/api-reference/build.ts');
  await buildApiReference(ctx);
}

/** Loaded when needed: importing the build config alone (tests, `npm start`) does not load the site's React code. */
async function buildSite(ctx: BuildContext, chunks: Record<string, string>): Promise<void> {
  const { buildSite: buildPages } = await import('./site/build.ts');
  await buildPages(ctx, chunks);
}

/** A digest of the inputs that change the output besides source files (for `npm start`). */
export function buildEnvDigest(env: NodeJS.ProcessEnv = process.env): string {
  const keys = Object.keys(env)
    .filter((k) => /^(FIREBASE_|NAYA_|PIXEL_|PUBLIC_URL$)/.test(k))
    .sort();
  return createHash('sha256')
    .update(JSON.stringify(keys.map((k) => [k, env[k]])))
    .digest('hex')
    .slice(0, 16);
}

export async function build({ minify = true } = {}): Promise<{ ms: number; chunks: Record<string, string> }> {
  const started = performance.now();
  const firebase = firebaseSettings();
  const ctx: BuildContext = {
    root: ROOT,
    outdir: SITE_OUT,
    minify,
    firebase,
    define: {
      __NAYA_FIREBASE__: JSON.stringify(firebase),
      // The same settings as one string literal for the lazy chunks: an object `define` becomes a
      // module that every lazy chunk imports (0.26 KB gzip in the push prompt chunk's 4 KB).
      __NAYA_FIREBASE_JSON__: JSON.stringify(JSON.stringify(firebase)),
      // Code that only asks whether push is on reads this, so the settings stay in the push chunk
      // (an object `define` is inlined wherever it is read: 0.1 KB gzip in loader.js).
      __NAYA_PUSH__: JSON.stringify(firebase !== null),
      // The partner widgets' push-token re-send chunk (buildChunks); elsewhere bundled as usual.
      __NAYA_RESEND_CHUNK__: 'null',
      'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development'),
    },
  };
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(SITE_OUT, { recursive: true });
  const chunks = await buildChunks(ctx);
  await Promise.all([buildLoader(ctx, chunks), buildServiceWorker(ctx), buildPixelFrame(ctx)]);
  await Promise.all([buildSite(ctx, chunks), buildConsolePage(ctx), buildApiReferencePage(ctx)]);
  cpSync(path.join(ROOT, 'public'), SITE_OUT, { recursive: true });
  const ms = Math.round(performance.now() - started);
  writeFileSync(path.join(DIST, 'build-info.json'), JSON.stringify({ builtAt: Date.now(), ms, chunks, env: buildEnvDigest() }, null, 2));
  return { ms, chunks };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  build({ minify: !process.argv.includes('--dev') })
    .then(({ ms }) => console.log(`built dist/ in ${ms} ms`))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
