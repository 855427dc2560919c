import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport } from './scripts/bundle-report.ts';
import { entryChunk } from './scripts/entry-chunk.ts';
import { localePreload } from './scripts/locale-preload.ts';
import { precompress } from './scripts/precompress.ts';
import { serviceWorkerSetting } from './scripts/service-worker-setting.ts';

const entry = entryChunk();

// Fewer, larger chunks: each chunk is a request and a preload link to add, and on a phone those cost
// more main-thread time than the few kilobytes a page loads without using. Modules that pull in a
// large library (DOMPurify, react-paginate, Swiper, rc-slider, yup, Google, Leaflet) stay with the
// pages that use them, and so do the shop's list and filters, which the shop, category and brand
// pages load (the product and home pages share the catalog chunk without needing them).
const heavy = /sanitized-html|pagination|product-list|blog-list|swiper|price-filter|review-|google|leaflet|map|[\\/]catalog[\\/]shop[\\/]|context-list/;
// What only the signed-in shopper's cart, checkout and orders use stays with those pages too, so
// that browsing and signing in never load it.
const signedInOnly =
  /[\\/]src[\\/](api[\\/](orders|shipping|geocoder|addresses)|lib[\\/](order-status|order-total|stored-coupon|cities|delivery-address)|hooks[\\/]use-applied-coupon|components[\\/](ui[\\/]dialog|order-summary|order-lines|delivery-view|address-fields))\./;
// The chat's, the pixels' and the profile tabs' code, which the chat button, the consent bar and a few
// pages load after the page, and the modal layer of the mobile menu (loaded when opened) and the
// shop's filter drawer, stay with them instead of weighing on every page's shared chunk.
const loadedLater = /[\\/]src[\\/](api[\\/](chat|ad-services|profile)|lib[\\/](chat|pixels|pixel-events|consent)|hooks[\\/]use-modal-layer)\./;
// Shared code that only the catalogue's and the wishlist's controls use goes with them (the catalog
// group), not into the chunk every page, the sign-in pages included, loads. The header's search
// panel loads the catalog chunk anyway (api/products), so what it shares with the shop goes there.
const catalogOnly = /[\\/]src[\\/](hooks[\\/]use-login-first|components[\\/]ui[\\/]stretched-link|lib[\\/]search-words|api[\\/](products|product-keys|brands|categories|reviews))\./;
// The carousels' frame (presets, parts, the near-viewport trigger) serves only the pages with carousels
// (home, product, blog): it leaves the shared chunk, which the sign-in pages load too.
const carouselOnly = /[\\/]src[\\/](components[\\/](carousel[\\/](carousel|carousel-parts|presets)|when-near)|hooks[\\/]use-near-viewport)\./;
// The pages' and the contact details' icon sets and the payment marks: the footer, content, contact,
// catalogue and checkout pages draw them, the sign-in pages none, so they leave the shared chunk too.
const pageIcons = /[\\/]src[\\/]components[\\/]ui[\\/]((page|contact)-icons|payment-marks)\./;
// The product page's colour, size and quantity controls, which the quick add over a list borrows:
// they stay in a chunk of their own that those two load, not in every list's.
const productChoice = /[\\/]src[\\/](features[\\/]catalog[\\/]product[\\/](option-choice|option-stock|spec-pickers|quantity-input))\./;
const CHUNK_GROUPS = [
  // Everything the entry imports statically, in one file (scripts/entry-chunk.ts).
  { name: 'index', test: entry.test, priority: 3 },
  // Small pieces many pages share: UI, helpers and API hooks.
  { name: 'shared', test: (id: string) => /[\\/]src[\\/](components|lib|hooks|api)[\\/]/.test(id) && !heavy.test(id) && !signedInOnly.test(id) && !loadedLater.test(id) && !catalogOnly.test(id) && !carouselOnly.test(id) && !pageIcons.test(id) && !productChoice.test(id), minShareCount: 2, priority: 2 },
  // The catalogue's cards, grids and wishlist, which its pages share.
  { name: 'catalog', test: (id: string) => (/[\\/]src[\\/](features[\\/](catalog|wishlist|blog)|app[\\/]catalog-slots)/.test(id) || catalogOnly.test(id)) && !heavy.test(id) && !productChoice.test(id), minShareCount: 2, priority: 1 },
];


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
      // The shell, its scripts and styles, the offline page and the icons (the plugin adds the manifest).
      globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      globIgnores: ['bundle-report.json', 'images/**'],
    },
  });

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), bundleReport(), localePreload(), entry.plugin, ...(isSsrBuild ? [] : [installable(serviceWorkerSetting(loadEnv(mode, process.cwd(), 'VITE_').VITE_SERVICE_WORKER))]), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React 19 has the hook the shim polyfills: 2 KB less in the entry.
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
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  // `vite build --ssr` (entry-server.tsx) bundles its dependencies too, so the server render runs
  // exactly the code the browser runs, from dist-ssr/ alone.
  ssr: { noExternal: true, target: 'node' },
}));
