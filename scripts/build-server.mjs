#!/usr/bin/env node
// `npm run build:server`: the store API as one ES module for plain `node` (`npm start`), so that
// production loads no TypeScript compiler. tsc's output would not run: our imports have no file
// extensions. Packages stay in node_modules (external); only our own code is joined into the file.
// Files the server reads at run time (views, migrations) are found from the project root
// (server/src/config.ts), so nothing is copied next to the bundle.
// Usage: node scripts/build-server.mjs [outfile]   (default server/dist/main.js)
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = resolve(process.argv[2] ?? resolve(root, 'server/dist/main.js'));

await build({
  absWorkingDir: root,
  entryPoints: ['server/src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  // Class and function names as in the sources, for logs and errors.
  keepNames: true,
  sourcemap: true,
  logLevel: 'warning',
});
