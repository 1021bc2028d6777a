// The set-up most browser suites share: the real Naya server (scripts/start.ts on the build in
// NAYA_DIST_DIR) and one Chromium, started before the suite's tests and stopped after them.
// Fake outside servers (a partner page, Firebase) stay in the suite: start them in its own
// `beforeAll`, which runs after this one, so they can use `suite.server.origin`.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startNayaServer, type NayaServer } from './servers';

export interface NayaSuite {
  readonly server: NayaServer;
  readonly browser: Browser;
}

type Env = Record<string, string>;

/** Registers the hooks; read `server` and `browser` inside tests and later hooks. */
export function nayaSuite(env: Env | (() => Env | Promise<Env>) = {}): NayaSuite {
  let server: NayaServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startNayaServer(typeof env === 'function' ? await env() : env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('nayaSuite: the server is started in beforeAll');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('nayaSuite: the browser is started in beforeAll');
      return browser;
    },
  };
}
