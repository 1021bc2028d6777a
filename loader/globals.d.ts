// Compile-time constants injected by esbuild `define` (esbuild.config.ts) and by vitest.config.ts.

/** Hashed file names of the lazy chunks, relative to loader.js: `{ push?, widgets?, pixel? }`. */
declare const __NAYA_CHUNKS__: { push?: string; widgets?: string; pixel?: string };
/** Whether push is on in this build (Firebase settings given); read this where the settings are not needed. */
declare const __NAYA_PUSH__: boolean;
/** The partner widgets' push-token re-send chunk (`./resend-HASH.js`, beside the widgets chunk), built on
 * its own; null where it is bundled with the code that imports it (the site, tests, push off). */
declare const __NAYA_RESEND_CHUNK__: string | null;
/** The Firebase settings as JSON (`'null'` when push is off), for lazy chunks: see esbuild.config.ts. */
declare const __NAYA_FIREBASE_JSON__: string;
/** Firebase web settings from the environment at build time, or null when push is off. */
declare const __NAYA_FIREBASE__: {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
} | null;
