// Starts the shop as `npm start` runs it (the production build and the real API, from the bundled
// server) on a fresh seeded database, and waits until it answers: what the measuring scripts run
// against. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

/**
 * `port`: where it listens; `dataDir`: its database folder, emptied first; `env`: settings on top of
 * the measuring defaults (no rate limits, warnings only). Returns its address and `stop()`, which
 * also runs when this process exits.
 */
export async function startShop({ port, dataDir, env = {}, stdio = 'ignore' }) {
  if (!existsSync('dist/index.html') || !existsSync('server/dist/main.js')) {
    console.error('No production build in dist/ and server/dist/: run "npm run build" first.');
    process.exit(1);
  }
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    stdio,
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', RENDER_RATE_LIMIT_MAX: '0', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 180_000; Date.now() < until; ) {
    if (server.exitCode !== null) throw new Error(`The server stopped with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/store-info`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start');
}
