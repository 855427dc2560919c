import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './scripts/bundle-report.ts';
import { localePreload } from './scripts/locale-preload.ts';
import { precompress } from './scripts/precompress.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), bundleReport(), localePreload(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173 },
  preview: { port: 4173 },
  // Every browser the shop supports preloads modules natively: no polyfill in the entry.
  build: { target: 'es2022', sourcemap: false, copyPublicDir: !isSsrBuild, modulePreload: { polyfill: false } },
  // `vite build --ssr` (entry-server.tsx) bundles its dependencies too, so the server render runs
  // exactly the code the browser runs, from dist-ssr/ alone.
  ssr: { noExternal: true, target: 'node' },
}));
