import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './scripts/bundle-report.ts';
import { entryChunk } from './scripts/entry-chunk.ts';
import { localePreload } from './scripts/locale-preload.ts';
import { precompress } from './scripts/precompress.ts';

const entry = entryChunk();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), bundleReport(), localePreload(), entry.plugin, precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React 19 has the hook the shim polyfills: 2 KB less in the entry.
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)) },
    ],
  },
  // Locale files arrive as JSON.parse of a string, which V8 reads far faster than an object literal.
  json: { stringify: true, namedExports: false },
  server: { port: 5173 },
  preview: { port: 4173 },
  // Every browser the shop supports preloads modules natively: no polyfill in the entry.
  build: {
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    modulePreload: { polyfill: false },
    // Names each page's chunks for the server render's preloads (entry-server.tsx).
    manifest: !isSsrBuild,
    // The entry in one file (scripts/entry-chunk.ts); the bundler splits the rest.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'index', test: entry.test }] } } },
  },
  // `vite build --ssr` (entry-server.tsx) bundles its dependencies too, so the server render runs
  // exactly the code the browser runs, from dist-ssr/ alone.
  ssr: { noExternal: true, target: 'node' },
}));
