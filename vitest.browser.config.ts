import { defineConfig } from 'vitest/config';

// Real Chromium through playwright-core against the production build in dist/.
// One file at a time: two cores, and each file starts its own servers and browser.
export default defineConfig({
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/browser/**/*.test.ts', 'tests/system/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
