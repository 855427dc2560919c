/**
 * The bundle `npm start` runs (`npm run build:server`: main.js, seed.js and their chunks), built
 * for a test into a folder of its own under server/dist/ (ignored), not the shared one that
 * `npm run build` writes. Building takes
 * well under a second; a process started from it is up in about a second, where one started
 * through tsx compiles the sources first.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../../server/src/config';

export async function buildServerBundle(): Promise<{ main: string; remove(): Promise<void> }> {
  await mkdir(join(PROJECT_ROOT, 'server', 'dist'), { recursive: true });
  const folder = await mkdtemp(join(PROJECT_ROOT, 'server', 'dist', 'test-'));
  const main = join(folder, 'main.js');
  await promisify(execFile)(process.execPath, [join(PROJECT_ROOT, 'scripts', 'build-server.mjs'), folder]);
  return { main, remove: () => rm(folder, { recursive: true, force: true }) };
}
