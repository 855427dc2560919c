#!/usr/bin/env node
// `npm run build:server`: the store API as ES modules for plain `node` (`npm start`), so that
// production loads no TypeScript compiler. tsc's output would not run: our imports have no file
// extensions. Packages stay in node_modules (external); only our own code is joined into the files.
// Files the server reads at run time (views, migrations) are found from the project root
// (server/src/config.ts), so nothing is copied next to the bundle.
//
// Two entries: main.js, what `npm start` runs, and seed.js, the demo shop (its catalogue and image
// drawing), which main.js imports only to seed an empty database. What both use goes to chunks/.
// The build fails when anything of the seed would load with main.js.
// Usage: node scripts/build-server.mjs [outdir]   (default server/dist)
import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The seed's sources: none may reach main.js except through the seed's own entry. */
export const SEED_SOURCES = 'server/src/db/seed/';

/**
 * Builds the server into `outdir` and returns esbuild's metafile. `write: false` builds in memory
 * (the test that checks what main.js holds).
 */
export async function buildServer(outdir = resolve(root, 'server/dist'), { write = true } = {}) {
  // The chunks' names change with their content: drop the last build's.
  if (write) await rm(join(outdir, 'chunks'), { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/src/main.ts', seed: 'server/src/db/seed/index.ts' },
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    // Class and function names as in the sources, for logs and errors.
    keepNames: true,
    sourcemap: true,
    metafile: true,
    write,
    logLevel: 'warning',
  });
  return { metafile: result.metafile, outdir: relative(root, outdir) };
}

/** The source files that load with `entry`: its own and those of the chunks it imports statically. */
export function staticInputs(metafile, entry) {
  const seen = new Set();
  const inputs = new Set();
  const visit = (output) => {
    if (seen.has(output)) return;
    seen.add(output);
    const file = metafile.outputs[output];
    if (!file) throw new Error(`No output ${output} in the build`);
    for (const input of Object.keys(file.inputs)) inputs.add(input);
    for (const imported of file.imports) if (!imported.external && imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return [...inputs];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { metafile, outdir } = await buildServer(resolve(process.argv[2] ?? resolve(root, 'server/dist')));
  const seedInMain = staticInputs(metafile, `${outdir}/main.js`).filter((input) => input.startsWith(SEED_SOURCES));
  if (seedInMain.length) {
    console.error(`The seed would load with ${outdir}/main.js: ${seedInMain.join(', ')}. Import it only through import('./seed') (server/src/db/open.ts).`);
    process.exit(1);
  }
}
