import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sameOnBothEngines } from './apps/server/src/test/same-on-both-engines.ts';

export default defineConfig({
  test: {
    passWithNoTests: false,
    // Every core (vitest's default leaves one to its own process, which idles while the workers run: the DOM tests
    // took 92 s on 2 cores with one worker, 65 s with two; docs/decisions/0074-ci-time-two.md).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.dom.test.tsx'],
          environment: 'node',
          alias: { '@': new URL('./apps/web/src', import.meta.url).pathname },
        },
      },
      {
        // Screens on a DOM (jsdom) with the app's providers, the API answered by MSW handlers that parse every answer
        // with the domain's response schemas (apps/web/src/test/, docs/decisions/0047-dom-tests.md).
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.dom.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          alias: { '@': new URL('./apps/web/src', import.meta.url).pathname },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: process.env.TEST_PG_PASS === '1' ? sameOnBothEngines : [],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
