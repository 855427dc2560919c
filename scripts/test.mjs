#!/usr/bin/env node
// `npm test`: every check, stopping at the first that fails. Each step's end line says how long it
// took, and the last lines list them all, so a slow step shows in any log. The type check and the
// lint each use one core, so they run side by side; every other step uses both cores itself, and
// beside another would only slow it (on a 2-core machine, tests that wait on timers then fail).
import { spawn } from 'node:child_process';

const STAGES = [
  [{ script: 'typecheck' }, { script: 'lint' }],
  [{ script: 'test:unit' }],
  [{ script: 'test:server' }],
  [{ script: 'build' }],
  [{ script: 'budget' }],
  [{ script: 'test:e2e' }],
];

const started = Date.now();
const took = [];
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

/**
 * Runs one npm script. The first of a stage prints as it goes; the others' output is held until
 * they end, so that the lines of two steps never interleave.
 */
function run({ script }, streams) {
  return new Promise((resolve) => {
    const since = Date.now();
    const child = spawn('npm', ['run', '-s', script], { stdio: streams ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => {
      if (output) process.stdout.write(`\n=== ${script}: its output\n${output}`);
      const ok = code === 0;
      console.log(`--- ${script}: ${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds(since)}s`);
      took.push([seconds(since), script, ok]);
      resolve(ok);
    });
  });
}

let ok = true;
for (const stage of STAGES) {
  console.log(`\n=== ${stage.map((step) => step.script).join(', ')} (at ${seconds(started)}s)`);
  const results = await Promise.all(stage.map((step, i) => run(step, i === 0)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
console.log('\n=== npm test: step durations');
for (const [time, script, passed] of took) console.log(`${time.padStart(5)}s  ${script}${passed ? '' : ' (failed)'}`);
console.log(`${seconds(started).padStart(5)}s  total (${ok ? 'green' : 'failed'})`);
process.exit(ok ? 0 : 1);
