/**
 * `npm start` runs the bundle `npm run build:server` writes, with plain node. The bundle lives in
 * another folder than the sources, so this builds one (./helpers/server-bundle.ts) and checks that
 * it refuses a bad setting in one line, and that, started from another working directory, it finds
 * the migrations and the page templates and answers. The demo seed is a file of its own, which
 * main.js loads only to seed an empty database.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SOURCES, buildServer, staticInputs } from '../../scripts/build-server.mjs';
import { buildServerBundle } from './helpers/server-bundle';

const run = promisify(execFile);
let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
let dataDir: string;
let server: ChildProcess | null = null;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = await mkdtemp(join(tmpdir(), 'libas-built-'));
}, 30_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  await bundle.remove();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('does not start in production without its public origins, saying why in one line', async () => {
    const { PUBLIC_URL: _shop, API_PUBLIC_URL: _api, ...inherited } = process.env;
    const started = run(process.execPath, ['--enable-source-maps', bundle.main], {
      cwd: tmpdir(),
      env: { ...inherited, NODE_ENV: 'production', PORT: '0', DATA_DIR: '/nonexistent/libas' },
      timeout: 30_000,
    });
    const failed = await started.then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toMatch(/^Libas did not start: With NODE_ENV=production, set PUBLIC_URL and API_PUBLIC_URL: /);
    expect(failed?.stderr).not.toMatch(/\n\s+at /);
  });

  it('migrates and seeds a fresh database and serves its own pages, started from another folder', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _db, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--enable-source-maps', bundle.main], {
      cwd: tmpdir(),
      env: { ...inherited, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_IMAGES: '0', TRADER_KEY: 'built-server-trader-key-0123' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server = child;
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (const until = Date.now() + 60_000; ; ) {
      if (child.exitCode !== null) throw new Error(`The built server exited (${child.exitCode}):\n${stderr}`);
      const up = await fetch(`${base}/api/categories`).then((r) => r.ok, () => false);
      if (up) break;
      if (Date.now() > until) throw new Error(`The built server did not answer within 60 s:\n${stderr}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    const categories = (await (await fetch(`${base}/api/categories`)).json()) as { data: unknown[] };
    expect(categories.data.length).toBeGreaterThan(0);
    // An Eta template and the page script read from server/src/views.
    const page = await fetch(`${base}/trader?lng=en`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<script[^>]*>[\s\S]*\S[\s\S]*<\/script>/);
  }, 90_000);
});

describe('the server build', () => {
  it('keeps the seed out of main.js: it loads from seed.js, imported on demand', async () => {
    const { metafile, outdir } = await buildServer(join(tmpdir(), 'libas-build-check'), { write: false });
    const main = staticInputs(metafile, `${outdir}/main.js`);
    expect(main).toContain('server/src/db/open.ts');
    expect(main.filter((input) => input.startsWith(SEED_SOURCES))).toEqual([]);
    expect(staticInputs(metafile, `${outdir}/seed.js`)).toEqual(expect.arrayContaining(['server/src/db/seed/index.ts', 'server/src/db/seed/images/product.ts']));
    expect(metafile.outputs[`${outdir}/main.js`]!.imports).toContainEqual(expect.objectContaining({ path: `${outdir}/seed.js`, kind: 'dynamic-import' }));
  }, 30_000);
});
