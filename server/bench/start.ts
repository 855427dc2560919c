/**
 * `npm run bench:start`: how long `npm start` takes to answer, and how much memory its processes
 * hold, on the embedded database. A cold start migrates and seeds a fresh DATA_DIR; a warm start
 * opens the one the cold start left, as a restart in production does. Memory is the resident set
 * of every process `npm start` runs (npm, the shell and the server), after start-up and
 * after a thousand catalogue requests. RUNS (default 3) warm starts are taken; the median is shown.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/config';

const RUNS = Number(process.env.RUNS || 3);

/** Resident memory, in MB, of a process and all its descendants (Linux `ps`). */
function treeRssMb(pid: number): number {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of table) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return table.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

async function waitUntilUp(base: string, child: ChildProcess): Promise<void> {
  for (const until = Date.now() + 180_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/store-info`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('The server did not start');
}

async function start(dataDir: string, port: number) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_IMAGES: '0', RATE_LIMIT_MAX: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(base, child);
  const upMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 500));
  const idleMb = treeRssMb(child.pid!);
  for (let i = 0; i < 1000; i++) await (await fetch(`${base}/api/products?page=${(i % 5) + 1}&q=${i % 3 ? '' : 'abaya'}`)).arrayBuffer();
  const busyMb = treeRssMb(child.pid!);
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { upMs, idleMb, busyMb };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const dataDir = await mkdtemp(join(tmpdir(), 'libas-start-'));
try {
  const cold = await start(dataDir, 3990);
  const warm = [];
  for (let i = 0; i < RUNS; i++) warm.push(await start(dataDir, 3990));
  const row = (name: string, runs: { upMs: number; idleMb: number; busyMb: number }[]) => ({
    start: name,
    'answers after ms': Math.round(median(runs.map((r) => r.upMs))),
    'memory after start MB': Math.round(median(runs.map((r) => r.idleMb))),
    'memory after 1000 requests MB': Math.round(median(runs.map((r) => r.busyMb))),
  });
  console.log(`npm start runs: ${JSON.parse(execFileSync('npm', ['pkg', 'get', 'scripts.start'], { cwd: PROJECT_ROOT, encoding: 'utf8' }))}`);
  console.table([row('cold (migrate and seed)', [cold]), row(`warm (median of ${RUNS})`, warm)]);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
