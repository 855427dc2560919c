#!/usr/bin/env node
// The server Playwright runs against: `npm start` (the production build and the real API) on a
// fresh database under .e2e-data, with the development mail outbox on for the accounts journey and
// the demo carrier for the tracking journey.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '4300';
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data';

if (!existsSync('dist/index.html') || !existsSync('server/dist/main.js')) {
  console.error('No production build in dist/ and server/dist/: run "npm run build" first.');
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
  stdio: 'inherit',
  // Every journey logs in from the same address within a minute or two: a login limit above the
  // production default (10 a minute per route) keeps them from tripping it; the same for server
  // renders (120 a minute).
  // The demo carrier moves orders along, its jobs looked for twice a second.
  env: {
    AUTH_RATE_LIMIT_MAX: '100',
    RENDER_RATE_LIMIT_MAX: '1000',
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The outbox runs only in development; the shop and its API are where the journeys open them.
    NODE_ENV: 'development',
    MAIL_OUTBOX: '1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    API_PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DEMO_CARRIER: '1',
    JOB_POLL_MS: '500',
    TRADER_KEY: 'e2e-trader-key-0123456789',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
