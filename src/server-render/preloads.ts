/**
 * The code a served page runs as it starts, which the server render preloads with it
 * (src/entry-server.tsx), named by its sources as the client build's manifest names them.
 */
import type { ManifestChunk } from '@shared/render-contract';

/**
 * What every served page imports as it starts, beyond its own module and strings: the language
 * detector (i18n), the consent bar (the layouts', in the page until the shopper chooses, so React
 * renders it at once as the page hydrates or renders afresh) and the pixels (app/router.tsx), loaded
 * once the page is live. A test checks that each exists.
 */
export const COMMON_MODULES = ['src/i18n/detector.ts', 'src/features/marketing/consent-bar.tsx', 'src/features/marketing/marketing.tsx'];

/**
 * What a page the browser hydrates imports before it does (main.tsx): the loaders' table, beside
 * the page's own loader (app/router.tsx `loaderModule`), and the layout's lazy parts
 * (app/layout/main-layout.tsx). A signed-in page is rendered afresh, and they load as it renders,
 * behind what its first render needs.
 */
export const HYDRATION_MODULES = ['src/app/route-data.ts', 'src/app/layout/footer.tsx', 'src/app/layout/tab-bar.tsx', 'src/features/chat/chat-button.tsx'];

/**
 * The code a served page runs as it hydrates: the entry (its script tag, later in index.html, then
 * finds it on its way), then the chunks of `modules` and the chunks they import. Preloaded
 * together, they arrive at once instead of one round trip after another.
 */
export function pageChunks(manifest: Record<string, ManifestChunk>, modules: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  [...entries.map(([key]) => key), ...modules].forEach(visit);
  return files;
}

/** The preload links of `chunks`: behind the stylesheet and the images the first paint needs, as the page reads without them. */
export const preloadLinks = (chunks: string[]): string => chunks.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`).join('');
