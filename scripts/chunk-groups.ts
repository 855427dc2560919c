/**
 * The chunk groups of the browser's build (vite.config.ts): which of our modules the bundler puts
 * together, by folder alone. No file is named here: where a file lives says where it ships, and
 * `npm run budget` (docs/performance.md, "Bundle budgets") is the guard.
 *
 * - `index`: everything the entry imports statically, in one file (scripts/entry-chunk.ts).
 * - `shared`: a file directly in a layer folder (src/components, src/components/ui, src/lib,
 *   src/hooks, src/api) that two or more chunks use. The bundler splits the group by the set of
 *   pages using each file and merges the small sets into their nearest, so a page loads the shared
 *   code it uses and little else: the sign-in forms do not carry the catalogue's helpers.
 * - `catalog`: the catalogue's cards and controls that its pages, the home and the wishlist share:
 *   a file directly in src/features/catalog or src/features/wishlist, or in a layer's `catalog`
 *   subfolder (src/api/catalog, src/components/catalog, src/hooks/catalog, src/lib/catalog,
 *   src/app/catalog), in one chunk.
 * - Anything else (a layer's other subfolders, a feature's subfolders, the other features) goes
 *   where the bundler puts it: with the one page or lazy part that uses it, or in a chunk of what
 *   a few of them share.
 *
 * So a file that must ship with its owner lives in its owner's folder: what only the signed-in
 * pages use in `orders/` subfolders, the carousels' frame in src/components/carousel, a module that
 * pulls in a large library (DOMPurify, Leaflet, Swiper, react-paginate) in a subfolder of the pages
 * that use it. A file that changes folder may change chunk; the budget says whether that is fine.
 */

/** The layer folders whose own files (not their subfolders') are the `shared` group. */
export const SHARED_FOLDERS = ['src/components', 'src/components/ui', 'src/lib', 'src/hooks', 'src/api'];

/** The features whose own files (not their subfolders') are the `catalog` group. */
export const CATALOG_FEATURES = ['src/features/catalog', 'src/features/wishlist'];

/** A layer's (or the app's) subfolder of the catalogue's pieces, also the `catalog` group. */
const CATALOG_SUBFOLDER = /^src\/(?:api|app|components|hooks|lib)\/catalog$/;

/**
 * Small groups of shared files used by the same pages are merged into their nearest group below
 * this many bytes (rendered, before minifying): fewer, larger chunks, as each chunk is a request,
 * a preload link and a name the entry carries.
 */
export const SHARED_MERGE_BYTES = 2500;

export type ChunkGroupName = 'shared' | 'catalog';

/** The group a source file goes to, from its path relative to the repo root ('src/lib/money.ts'). */
export function chunkGroupOf(path: string): ChunkGroupName | undefined {
  const folder = path.slice(0, path.lastIndexOf('/'));
  if (SHARED_FOLDERS.includes(folder)) return 'shared';
  if (CATALOG_FEATURES.includes(folder) || CATALOG_SUBFOLDER.test(folder)) return 'catalog';
  return undefined;
}

/**
 * A module id's path relative to `root`, without a query; undefined for what is not under `root`
 * (virtual modules), so that only our files are ever grouped.
 */
export function relativePath(id: string, root: string): string | undefined {
  const path = id.replaceAll('\\', '/').split('?')[0]!;
  const base = root.replaceAll('\\', '/').replace(/\/?$/, '/');
  return path.startsWith(base) ? path.slice(base.length) : undefined;
}

/**
 * The chunk groups for rolldown's `codeSplitting`: the entry's modules first, then the shared
 * pieces, then the catalogue's. A module used by fewer than two chunks stays with its one user.
 */
export function chunkGroups(root: string, inEntry: (id: string) => boolean) {
  const groupOf = (id: string) => {
    const path = relativePath(id, root);
    return path === undefined ? undefined : chunkGroupOf(path);
  };
  return [
    { name: 'index', test: inEntry, priority: 3 },
    {
      name: 'shared',
      test: (id: string) => groupOf(id) === 'shared',
      minShareCount: 2,
      priority: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: SHARED_MERGE_BYTES,
    },
    { name: 'catalog', test: (id: string) => groupOf(id) === 'catalog', minShareCount: 2, priority: 1 },
  ];
}

/**
 * The file name of a chunk: its name and hash. A `shared` chunk split by its pages is named
 * `shared~<every page>`, which would put each page's name into every file that imports it: it is
 * `shared-<hash>.js` instead.
 */
export function chunkFileName({ name }: { name: string }): string {
  return `assets/${name.split('~')[0]}-[hash].js`;
}
