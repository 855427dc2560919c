#!/usr/bin/env node
// Bundle budgets (docs/performance.md, "Bundle budgets"): reads the production build and fails when
//  - the initial JS (entry chunk + the chunks it imports statically) is over 120 KB gzip,
//  - leaflet, react-leaflet, swiper or yup is part of that initial JS,
//  - any route's initial JS is over 150 KB gzip: the initial JS plus a chunk the entry loads lazily (a page,
//    the footer, the toasts) and that chunk's static imports;
//  - any deferred chunk (one a page loads after it has rendered: carousels, forms, the map) adds over 60 KB gzip;
//  - the server render's bundle (dist-ssr/entry-server.js) still asks NODE_ENV which React to run: it
//    must render with the production React the browser hydrates, whatever NODE_ENV the API has.
// Package membership comes from dist/bundle-report.json, written by scripts/bundle-report.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const ENTRY_LIMIT = 120 * 1024;
const PAGE_LIMIT = 150 * 1024;
const DEFERRED_LIMIT = 60 * 1024;
const KEPT_OUT_OF_ENTRY = ['leaflet', 'react-leaflet', 'swiper', 'yup'];

const reportPath = join(dist, 'bundle-report.json');
if (!existsSync(reportPath)) {
  console.error(`No ${reportPath}: run "npm run build" first.`);
  process.exit(1);
}
const { chunks } = JSON.parse(readFileSync(reportPath, 'utf8'));
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const gzipSize = new Map(chunks.map((c) => [c.fileName, gzipSync(readFileSync(join(dist, c.fileName))).length]));

function closure(names) {
  const seen = new Set();
  const stack = [...names];
  while (stack.length) {
    const name = stack.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(byName.get(name)?.imports ?? []));
  }
  return seen;
}
const size = (set) => [...set].reduce((sum, name) => sum + (gzipSize.get(name) ?? 0), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
const initial = closure(entries);
const initialSize = size(initial);
const failures = [];

console.log('Initial JS (entry + static imports), gzip:');
for (const name of initial) console.log(`  ${name.padEnd(44)} ${kb(gzipSize.get(name) ?? 0)}`);
console.log(`  ${'total'.padEnd(44)} ${kb(initialSize)}  (budget ${kb(ENTRY_LIMIT)})`);
if (initialSize > ENTRY_LIMIT) failures.push(`initial JS is ${kb(initialSize)}, over ${kb(ENTRY_LIMIT)}`);

const initialPackages = new Set([...initial].flatMap((name) => Object.keys(byName.get(name)?.packages ?? {})));
for (const pkg of KEPT_OUT_OF_ENTRY) {
  if (initialPackages.has(pkg)) failures.push(`${pkg} is in the initial JS; load it lazily`);
}

const isCode = (name) => name.endsWith('.js') && byName.has(name);
const routes = new Set([...initial].flatMap((name) => byName.get(name)?.dynamicImports ?? []).filter(isCode));
console.log('\nRoutes and other chunks the entry loads lazily: initial JS + the chunk and its static imports, gzip:');
for (const name of [...routes].sort()) {
  const total = size(new Set([...initial, ...closure([name])]));
  console.log(`  ${name.padEnd(44)} ${kb(total)}`);
  if (total > PAGE_LIMIT) failures.push(`${name} needs ${kb(total)} of JS, over ${kb(PAGE_LIMIT)}`);
}

const deferred = new Set(chunks.flatMap((c) => c.dynamicImports).filter((name) => isCode(name) && !routes.has(name) && !initial.has(name)));
console.log('\nDeferred chunks (a page loads them after rendering): what each adds to the initial JS, gzip:');
for (const name of [...deferred].sort()) {
  const added = size(new Set([...closure([name])].filter((n) => !initial.has(n))));
  console.log(`  ${name.padEnd(44)} +${kb(added)}`);
  if (added > DEFERRED_LIMIT) failures.push(`${name} adds ${kb(added)} after render, over ${kb(DEFERRED_LIMIT)}`);
}

const serverEntry = join(dist, '..', 'dist-ssr', 'entry-server.js');
if (existsSync(serverEntry)) {
  const code = readFileSync(serverEntry, 'utf8');
  console.log(`\nServer render bundle: ${kb(code.length)} (${kb(gzipSync(code).length)} gzip)`);
  if (code.includes('process.env.NODE_ENV')) failures.push(`${serverEntry} reads process.env.NODE_ENV: it carries React's development build too, and runs it when NODE_ENV says development`);
}

if (failures.length) {
  console.error(`\nBudget check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `\nBudgets met: initial JS ${kb(initialSize)} ≤ ${kb(ENTRY_LIMIT)}; ${KEPT_OUT_OF_ENTRY.join(', ')} kept out; every route ≤ ${kb(PAGE_LIMIT)}; every deferred chunk adds ≤ ${kb(DEFERRED_LIMIT)}.`,
);
