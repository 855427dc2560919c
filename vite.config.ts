import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport } from './scripts/bundle-report.ts';
import { chunkFileName, chunkGroups } from './scripts/chunk-groups.ts';
import { clientRouteTable, earlyRequests } from './scripts/route-table.ts';
import { entryChunk } from './scripts/entry-chunk.ts';
import { localePreload } from './scripts/locale-preload.ts';
import { precompress } from './scripts/precompress.ts';
import { serviceWorkerSetting } from './scripts/service-worker-setting.ts';

const entry = entryChunk();

// Fewer, larger chunks: the entry's modules in one, then `shared` and `catalog`, which
// scripts/chunk-groups.ts picks by folder alone; the rest the bundler places. npm run budget guards the result.
const CHUNK_GROUPS = chunkGroups(fileURLToPath(new URL('.', import.meta.url)), entry.test);


/**
 * The installable shop: a web app manifest with icons drawn from the store's logo mark, and the
 * service worker in src/sw.ts, which Workbox fills with the build's file list. The page registers
 * it itself (src/app/service-worker.tsx), after the page has loaded, and asks before a new version
 * takes over. With `VITE_SERVICE_WORKER=off` the worker built removes itself and what it kept.
 */
const installable = (serviceWorker: boolean) =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    selfDestroying: !serviceWorker,
    manifest: {
      id: '/',
      name: 'Libas | لباس',
      short_name: 'Libas',
      description: 'Fashion for Saudi Arabia: abayas, thobes, dresses and more. أزياء للسعودية: عبايات وثياب وفساتين وأكثر.',
      lang: 'ar',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#6f4a31',
    },
    // The page names its icons itself (index.html): one favicon, which the store's logo replaces.
    pwaAssets: { image: 'public/favicon.svg', preset: 'minimal-2023', overrideManifestIcons: true, injectThemeColor: false, includeHtmlHeadLinks: false },
    injectManifest: {
      // One classic script, as the page registers it: no module syntax, nothing split off.
      rollupFormat: 'iife',
      // The shell, its scripts and styles, the offline page and the icons (the plugin adds the manifest).
      globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      globIgnores: ['bundle-report.json', 'images/**'],
    },
  });

const viteEnv = (mode: string) => loadEnv(mode, process.cwd(), 'VITE_');

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), bundleReport(), localePreload(), earlyRequests(), clientRouteTable(), entry.plugin, ...(isSsrBuild ? [] : [installable(serviceWorkerSetting(viteEnv(mode).VITE_SERVICE_WORKER))]), precompress()],
  // Unset, the API is the page's own origin: index.html's early requests read `%VITE_API_URL%` as
  // empty then, as the app does, rather than finding the placeholder left in.
  // The server render's bundle is fixed to the build's mode, as the browser's is: whatever NODE_ENV
  // the API runs with (development, for its mail outbox), it renders with the React the browser hydrates.
  define: {
    'import.meta.env.VITE_API_URL': JSON.stringify(viteEnv(mode).VITE_API_URL ?? ''),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') } : {}),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Code the API runs too (shared/, architecture.md).
      { find: '@shared', replacement: fileURLToPath(new URL('./shared', import.meta.url)) },
      // React 19 has the hook the shim polyfills, so the entry need not carry the polyfill.
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)) },
    ],
  },
  // Locale files arrive as JSON.parse of a string, which V8 reads far faster than an object literal.
  json: { stringify: true, namedExports: false },
  server: {
    port: 5173,
    // `npm run dev`: the API's own pages (payment, invoice, tracking) open on the shop's address, as
    // they do where one process serves both; the SPA's calls go to the API directly.
    proxy: process.env.DEV_API_ORIGIN ? { '^/api/': process.env.DEV_API_ORIGIN, '^/pay/': process.env.DEV_API_ORIGIN } : undefined,
  },
  preview: { port: 4173 },
  // Every browser the shop supports preloads modules natively: no polyfill in the entry.
  build: {
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    modulePreload: { polyfill: false },
    // Names each page's chunks for the server render's preloads (entry-server.tsx).
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: CHUNK_GROUPS }, chunkFileNames: chunkFileName } },
  },
  // `vite build --ssr` (entry-server.tsx) bundles its dependencies too, so the server render runs
  // exactly the code the browser runs, from dist-ssr/ alone.
  ssr: { noExternal: true, target: 'node' },
}));
