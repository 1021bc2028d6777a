// The browser bundle: client/main.tsx with real React, split so every screen and every language's
// messages is its own lazy chunk; hashed names under /_naya/assets/.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { splitEsmOptions, type BuildContext } from '../../scripts/build-options';
import { isLang, LANGS } from '../../common/lang';
import type { Lang, ScreenName } from '../routes';

export const ASSET_DIR = '/_naya/assets/';

/** Must be the first line of the file (v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export interface ClientBundle {
  main: string;
  screens: Record<ScreenName, string>;
  messages: Record<Lang, string>;
  /** URL → the URLs it imports statically (to preload what a page needs before it runs). */
  imports: Record<string, string[]>;
}

const SCREEN_FILES: Record<string, ScreenName> = {
  'site/screens/Home.tsx': 'home',
  'site/screens/BlogList.tsx': 'blogList',
  'site/screens/Article.tsx': 'article',
  'site/screens/Document.tsx': 'document',
  'site/screens/Offers.tsx': 'offers',
  'site/screens/Partner.tsx': 'partner',
  'site/screens/PartnersList.tsx': 'partnersList',
  'site/screens/Reg.tsx': 'reg',
  'site/screens/Transition.tsx': 'transition',
  'site/screens/Landing.tsx': 'landing',
  'site/screens/My.tsx': 'my',
  'site/screens/NotFound.tsx': 'notFound',
};

/** A language's messages file, one lazy chunk each: `site/messages/ta.json`. */
const MESSAGES_FILE = /^site\/messages\/(\w+)\.json$/;

export async function bundleClient(ctx: BuildContext, define: Record<string, string>): Promise<ClientBundle> {
  const outdir = path.join(ctx.outdir, ASSET_DIR);
  const result = await esbuild.build({
    ...splitEsmOptions(ctx),
    entryPoints: { main: 'site/client/main.tsx' },
    outdir,
    chunkNames: '[name]-[hash]',
    define: { ...ctx.define, ...define },
    // V8's explicit compile hint (Chrome 136+): compile every function of a chunk eagerly, on a
    // background thread while it downloads, instead of on the main thread at its first call. The
    // site's chunks run almost whole when they load (hydration), so little is compiled in vain.
    banner: { js: COMPILE_HINT },
  });
  const bundle: ClientBundle = { main: '', screens: {} as ClientBundle['screens'], messages: {} as ClientBundle['messages'], imports: {} };
  const urlOf = (out: string) => ASSET_DIR + path.basename(out);
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (!out.endsWith('.js')) continue;
    const url = urlOf(out);
    bundle.imports[url] = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => urlOf(i.path));
    const entry = meta.entryPoint;
    if (entry === 'site/client/main.tsx') bundle.main = url;
    else if (entry && SCREEN_FILES[entry]) bundle.screens[SCREEN_FILES[entry]] = url;
    else {
      const lang = MESSAGES_FILE.exec(entry ?? '')?.[1];
      if (isLang(lang)) bundle.messages[lang] = url;
    }
  }
  // A page must never preload "undefined": a language without its messages chunk fails the build.
  for (const lang of LANGS) if (!bundle.messages[lang]) throw new Error(`site bundle: no messages chunk for ${lang}`);
  return bundle;
}

/** A URL and everything it imports statically, each once. */
export function withImports(bundle: ClientBundle, urls: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dep of bundle.imports[url] ?? []) visit(dep);
  };
  urls.forEach(visit);
  return [...seen];
}

/**
 * What a page preloads besides its main module: the screen and messages it imports dynamically,
 * with their imports, less what the main module imports statically (the browser's module loader
 * fetches those itself once the main module arrives). Every preload link costs a slow phone's main
 * thread a few milliseconds (site/build/html.ts BOOT_SCRIPT), so none is spent on those.
 */
export function pagePreloads(bundle: ClientBundle, dynamicUrls: string[]): string[] {
  const loaded = new Set(withImports(bundle, [bundle.main]));
  return withImports(bundle, dynamicUrls).filter((url) => !loaded.has(url));
}
