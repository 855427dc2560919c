import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The SPA's `@/`, and shared/, the code both the SPA and the server run. */
const shared = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)), ...shared };

/** The SPA's tests: jsdom, the shared setup, two workers. */
const SPA: ViteUserConfig['test'] = {
  globals: true,
  environment: 'jsdom',
  setupFiles: ['tests/setup.ts'],
  // Vitest leaves a core to itself by default; on a 2-core machine that runs one file at a time.
  maxWorkers: 2,
  css: false,
  testTimeout: 20_000,
  // The trader and chat APIs on hosts of their own, so that tests tell their calls from the main API's.
  env: { VITE_TRADER_API_URL: 'http://trader.localhost:3000', VITE_CHAT_API_URL: 'http://chat.localhost:3000' },
};

/**
 * Unit test files that mock modules or globals, or need the strings not yet loaded, and so need a
 * worker of their own.
 */
const MOCKING_UNITS = ['asset-url', 'i18n-languages', 'pixels', 'stored-login', 'swatch-color'].map((name) => `tests/unit/${name}.test.ts`);

/**
 * Server test files that spend most of their time waiting on processes they start (a server killed
 * and restarted, a lock that must go stale). They run first, so that the other worker's files fill
 * those waits; left to the default order (the largest files first), one of them ends the run alone.
 */
const WAITING = ['crash', 'database-lock', 'built-server'].map((name) => `tests/server/${name}.test.ts`);

class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const waits = (file: TestSpecification) => WAITING.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}

/** Server test files that run the same whatever TEST_DATABASE_URL says (an embedded folder, a bundle, pure code). */
const DATABASE_FREE = ['built-server', 'database-lock', 'seed-content', 'units'].map((name) => `tests/server/${name}.test.ts`);

export default defineConfig({
  test: {
    sequence: { sequencer: WaitingFirst },
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...SPA,
          name: 'spa',
          include: ['tests/integration/**/*.test.{ts,tsx}', ...MOCKING_UNITS],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...SPA,
          // Small tests of pure logic: the files of a worker share its page and loaded modules
          // instead of setting them up again for each.
          name: 'spa-logic',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...MOCKING_UNITS],
          isolate: false,
        },
      },
      {
        resolve: { alias: shared },
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // These never open the test database, so a run against PostgreSQL would repeat them unchanged.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? DATABASE_FREE : [])],
          // One migrated and one seeded database per run, which each test file copies.
          globalSetup: ['tests/server/helpers/database-templates.ts'],
          // PGlite instances are heavy; two workers fit this 2-core machine.
          maxWorkers: 2,
          // The files of a worker share its loaded modules instead of loading the server again each:
          // every file opens a database of its own, and one that mocks a module the server imports
          // calls vi.resetModules() and loads the server again itself.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: shared },
        test: {
          // Three `npm start` processes on PostgreSQL and Redis (tests/scale): CI runs it after the PostgreSQL job.
          name: 'scale',
          environment: 'node',
          include: ['tests/scale/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
