import { defineConfig } from 'vitest/config';

// Unit tests: browser-side code runs in happy-dom, the server in plain Node.
// Browser tests (real Chromium) live in tests/browser and have their own config.
const define = { __NAYA_CHUNKS__: '{}', __NAYA_FIREBASE__: 'null', __NAYA_PUSH__: 'false', __NAYA_RESEND_CHUNK__: 'null' };

export default defineConfig({
  test: {
    projects: [
      {
        define,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: [
            'common/**/*.test.{ts,tsx}',
            'console/**/*.test.{ts,tsx}',
            'loader/**/*.test.{ts,tsx}',
            'widgets/**/*.test.{ts,tsx}',
            'site/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
          ],
          restoreMocks: true,
        },
      },
      {
        define,
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
