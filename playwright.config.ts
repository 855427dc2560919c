import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4300);

// A system Chromium (Debian's package); Playwright's own browser download is never used.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Two browsers against the one server: most of a journey's time is waiting for pages and timers,
  // which two workers overlap even on two cores. Every journey makes its own shopper and data.
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a screencast of every step, which costs as much CPU as the pages themselves on
    // two cores: it is taken only when a failed journey runs again.
    trace: 'on-first-retry',
    // The production build's service worker would keep answers between a journey's steps; only the
    // offline journeys (offline.spec.ts) run with it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The production build and the real API from one process (`npm start`), on a fresh seeded database.
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/store-info`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
