// The options every browser build shares and the context each build step gets: apart from
// esbuild.config.ts (which runs the steps and loads site/build.ts), so the steps' modules import
// these without importing the file that imports them.
import type * as esbuild from 'esbuild';

/** Firebase web settings from the environment; push is off (null) without all of them. */
export function firebaseSettings(env: NodeJS.ProcessEnv = process.env) {
  const settings = {
    apiKey: env.FIREBASE_API_KEY,
    projectId: env.FIREBASE_PROJECT_ID,
    messagingSenderId: env.FIREBASE_MESSAGING_SENDER_ID,
    appId: env.FIREBASE_APP_ID,
    vapidKey: env.FIREBASE_VAPID_KEY,
  };
  return Object.values(settings).every((v) => typeof v === 'string' && v.length > 0)
    ? (settings as Record<keyof typeof settings, string>)
    : null;
}

export interface BuildContext {
  root: string;
  outdir: string;
  minify: boolean;
  firebase: ReturnType<typeof firebaseSettings>;
  /** Compile-time constants shared by every browser bundle. */
  define: Record<string, string>;
}

/**
 * What every browser bundle shares. UTF-8 output: Sinhala and Tamil stay 3 bytes a letter instead
 * of a 6-byte `\uXXXX` escape; module scripts are always decoded as UTF-8, and the server sends
 * classic scripts with `charset=utf-8`.
 */
export function browserOptions(ctx: BuildContext) {
  return {
    absWorkingDir: ctx.root,
    bundle: true,
    target: 'es2020',
    minify: ctx.minify,
    define: ctx.define,
    legalComments: 'none',
    charset: 'utf8',
  } as const satisfies esbuild.BuildOptions;
}

/** Code-split ESM with hashed names and a metafile: the lazy chunks and the site's client bundle. */
export function splitEsmOptions(ctx: BuildContext) {
  return {
    ...browserOptions(ctx),
    splitting: true,
    format: 'esm',
    entryNames: '[name]-[hash]',
    metafile: true,
    jsx: 'automatic',
  } as const satisfies esbuild.BuildOptions;
}

/** The compile-time constants of a production build with push off, for builds that only inspect
 * the widgets' bundle (its files, its words). */
export const PUSH_OFF_DEFINE: Record<string, string> = {
  __NAYA_FIREBASE__: 'null',
  __NAYA_PUSH__: 'false',
  __NAYA_RESEND_CHUNK__: 'null',
  'process.env.NODE_ENV': '"production"',
};
