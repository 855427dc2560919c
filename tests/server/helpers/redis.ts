/**
 * A Redis for the tests of shared limits and cache notices: TEST_REDIS_URL when set, else a
 * redis-server of the test's own on a free loopback port when the binary is installed (Debian's
 * `redis-server`), else none, and those tests are skipped: the default run needs no Redis.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export interface TestRedis {
  url: string;
  /** Stops the server (kept for TEST_REDIS_URL), so a test can see the app carry on without it. */
  stop(): Promise<void>;
}

export const redisAvailable = Boolean(process.env.TEST_REDIS_URL) || spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function started(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const given = process.env.TEST_REDIS_URL;
  if (given) {
    // Each test's keys are its own (accounts, addresses), so a shared server needs no flushing.
    return { url: given, stop: async () => {} };
  }
  const port = await freePort();
  // In memory only, on loopback only.
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await started(child);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A client of the test's own, to look at or change what the app keeps there. */
export const redisClient = (url: string) => new Redis(url, { maxRetriesPerRequest: 1 });
