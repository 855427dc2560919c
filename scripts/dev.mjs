#!/usr/bin/env node
/**
 * `npm run dev`: the whole shop on this machine.
 * Starts the reference API on :3000 (it migrates and seeds an empty database on first run) and
 * the Vite dev server on :5173 with every VITE_* host pointing at the API. Ctrl-C stops both.
 *
 * API_PORT and WEB_PORT move the two servers; DATA_DIR and DATABASE_URL pass through to the API.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import concurrently from 'concurrently';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => JSON.stringify(join(root, 'node_modules', '.bin', name));

const apiPort = process.env.API_PORT || '3000';
const webPort = process.env.WEB_PORT || '5173';
const api = `http://localhost:${apiPort}`;
const traderKey = process.env.TRADER_KEY || 'dev-trader-key-libas';
const web = `http://localhost:${webPort}`;

// Every host the SPA talks to is served by the local reference API.
const viteEnv = {
  ...Object.fromEntries(['VITE_API_URL', 'VITE_TRADER_API_URL', 'VITE_CHAT_API_URL', 'VITE_SERVICES_API_URL', 'VITE_GEOCODER_URL'].map((key) => [key, api])),
  // The API's own pages open on the shop's address, passed on to the API by the dev server.
  VITE_TRACKING_BASE_URL: web,
  DEV_API_ORIGIN: api,
};

const { result } = concurrently(
  [
    {
      name: 'api',
      prefixColor: 'cyan',
      command: `${bin('tsx')} server/src/main.ts`,
      // The development mail outbox, the demo carrier and a trader key for the trader's
      // endpoints; CORS must allow the dev server's origin.
      env: {
        PORT: apiPort,
        HOST: 'localhost',
        NODE_ENV: 'development',
        MAIL_OUTBOX: '1',
        DEMO_CARRIER: process.env.DEMO_CARRIER || '1',
        TRADER_KEY: traderKey,
        CORS_ORIGINS: process.env.CORS_ORIGINS || `${web},http://127.0.0.1:${webPort}`,
        // Payments return to the shop; the payment page, invoices and tracking are linked on the
        // shop's address too, which the dev server passes on to this API.
        PUBLIC_URL: process.env.PUBLIC_URL || web,
        API_PUBLIC_URL: process.env.API_PUBLIC_URL || web,
      },
    },
    {
      name: 'web',
      prefixColor: 'magenta',
      command: `${bin('vite')} --port ${webPort} --strictPort`,
      env: viteEnv,
    },
  ],
  { cwd: root, killOthersOn: ['failure', 'success'], prefix: 'name' },
);

/** Prints where to go once the API answers (the first run seeds and renders images first). */
async function announceWhenReady() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${api}/api/store-info`);
      if (response.ok) {
        console.log(
          [
            '',
            '  Libas is running:',
            `    Shop      ${web}`,
            `    API       ${api}/api`,
            `    API docs  ${api}/docs`,
            `    Trader    ${api}/trader (chat inbox), X-Trader-Key: ${traderKey}`,
            `    Mail      ${api}/api/dev/outbox?email=… (password-reset codes; no mail is sent)`,
            '  Ctrl-C stops both servers.',
            '',
          ].join('\n'),
        );
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
void announceWhenReady();

result.then(
  () => process.exit(0),
  // One of them failed (or was stopped); concurrently has already stopped the other.
  () => process.exit(process.exitCode ?? 1),
);
