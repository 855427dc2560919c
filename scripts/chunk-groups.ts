/**
 * Which of our modules go into the `shared` and `catalog` chunk groups (vite.config.ts).
 *
 * Fewer, larger chunks: each chunk is a request and a preload link to add, and on a phone those cost
 * more main-thread time than the few kilobytes a page loads without using. Two folder rules pick the
 * candidates; the lists below name, file by file, the candidates kept out. They are exact paths, not
 * patterns, so that a file moved, renamed or added never changes chunk by its name alone:
 * tests/unit/chunk-groups.test.ts fails when a listed file is gone and pins what each group holds.
 */

/** Small pieces many pages share, UI, helpers and API hooks: a whole layer, so its folders. */
const SHARED_FOLDERS = ['src/components/', 'src/lib/', 'src/hooks/', 'src/api/'];

/** The catalogue's cards, grids and wishlist, which its pages (and the blog's) share: whole features. */
const CATALOG_FOLDERS = ['src/features/catalog/', 'src/features/wishlist/', 'src/features/blog/'];

/**
 * The shop's list and filters, which only the shop, category and brand pages load (the product and
 * home pages share the catalog chunk without needing them): the shop's own folder, so a new file of
 * the shop stays with it.
 */
export const SHOP_FOLDER = 'src/features/catalog/shop/';

/**
 * Modules that pull in a large library (DOMPurify, react-paginate, Swiper, rc-slider, yup, Leaflet)
 * or serve one page's list: they stay with the pages that use them.
 */
export const WITH_THEIR_PAGES = [
  'src/components/carousel/swiper-carousel.tsx',
  'src/components/map/defaults.ts',
  'src/components/map/map-controls.tsx',
  'src/components/map/marker-icon.ts',
  'src/components/sanitized-html.tsx',
  'src/features/blog/blog-list.tsx',
  'src/features/catalog/context-list.tsx',
  'src/features/catalog/pagination.tsx',
  'src/features/catalog/product-list.tsx',
  'src/features/catalog/product/review-form.tsx',
  'src/features/catalog/product/review-schema.ts',
  'src/features/catalog/product/review-stats.ts',
  'src/features/catalog/product/swiper-gallery.tsx',
  'src/features/wishlist/move-to-cart.tsx',
  'src/features/wishlist/wishlist-list.tsx',
];

/** What only the signed-in shopper's cart, checkout and orders use: browsing and signing in never load it. */
export const SIGNED_IN_ONLY = [
  'src/api/addresses.ts',
  'src/api/geocoder.ts',
  'src/api/orders.ts',
  'src/api/shipping.ts',
  'src/components/address-fields.tsx',
  'src/components/delivery-view.tsx',
  'src/components/order-lines.tsx',
  'src/components/order-summary.tsx',
  'src/components/phone-field.tsx',
  'src/components/ui/dialog.tsx',
  'src/hooks/use-applied-coupon.ts',
  'src/hooks/use-delivery-days.ts',
  'src/hooks/use-shipping-offers.ts',
  'src/lib/cities.ts',
  'src/lib/delivery-address.ts',
  'src/lib/digits.ts',
  'src/lib/join-list.ts',
  'src/lib/order-status.ts',
  'src/lib/order-total.ts',
  'src/lib/payment-method.ts',
  'src/lib/shipping-address.ts',
  'src/lib/stored-coupon.ts',
];

/**
 * The chat's, the pixels' and the profile tabs' code, which the chat button, the consent bar and a few
 * pages load after the page, and the modal layer of the mobile menu (loaded when opened) and the
 * shop's filter drawer: they stay with what loads them instead of weighing on every page's shared chunk.
 */
export const LOADED_LATER = [
  'src/api/ad-services.ts',
  'src/api/chat.ts',
  'src/api/profile.ts',
  'src/hooks/use-keyboard-at-hand.ts',
  'src/hooks/use-modal-layer.ts',
  'src/lib/chat.ts',
  'src/lib/consent.ts',
  'src/lib/pixel-events.ts',
];

/**
 * Shared code that only the catalogue's and the wishlist's controls use goes to the catalog group,
 * not into the chunk every page, the sign-in pages included, loads. The header's search panel loads
 * the catalog chunk anyway (api/products), so what it shares with the shop goes there too, and so
 * does the app's slot that hands the catalogue's cards to shared pages. The price and the stars go
 * with the cards, product page and wishlist that draw them (the home page's testimonials load the
 * catalog chunk anyway), which leaves the sign-in pages room for the page shell and storage image.
 */
export const CATALOG_ONLY = [
  'src/api/brands.ts',
  'src/api/categories.ts',
  'src/api/product-keys.ts',
  'src/api/products.ts',
  'src/api/reviews.ts',
  'src/app/catalog-slots.tsx',
  'src/components/ui/price.tsx',
  'src/components/ui/stars.tsx',
  'src/components/ui/stretched-link.ts',
  'src/hooks/use-login-first.ts',
  'src/lib/search-words.ts',
];

/**
 * The carousels' frame (presets, parts, the near-viewport trigger) serves only the pages with
 * carousels (home, product, blog): it leaves the shared chunk, which the sign-in pages load too.
 */
export const CAROUSEL_ONLY = [
  'src/components/carousel/carousel-parts.tsx',
  'src/components/carousel/carousel.tsx',
  'src/components/carousel/presets.ts',
  'src/components/when-near.tsx',
  'src/hooks/use-near-viewport.ts',
];

/**
 * The pages' and the contact details' icon sets, the payment marks and the unbroken numbers: the
 * footer, content, contact, catalogue, checkout and order pages draw them, the sign-in pages none, so
 * they leave the shared chunk too.
 */
export const PAGE_ICONS = ['src/components/ui/contact-icons.tsx', 'src/components/ui/page-icons.tsx', 'src/components/ui/payment-marks.tsx', 'src/components/ui/unbroken.tsx'];

/**
 * The product page's colour, size and quantity controls, which the quick add over a list borrows:
 * they stay in a chunk of their own that those two load, not in every list's.
 */
export const PRODUCT_CHOICE = [
  'src/features/catalog/product/option-choice.tsx',
  'src/features/catalog/product/option-stock.ts',
  'src/features/catalog/product/quantity-input.tsx',
  'src/features/catalog/product/spec-pickers.tsx',
];

/**
 * The home's, the blog's and the content pages' own answers (banners, testimonials, posts, the
 * store's pages): their pages and the served pages' data load them, the sign-in pages never.
 */
export const CONTENT_API = ['src/api/banners.ts', 'src/api/blogs.ts', 'src/api/content.ts', 'src/api/testimonials.ts'];

/** Every path the lists above name, for the test that checks they still exist. */
export const LISTED_PATHS = [...WITH_THEIR_PAGES, ...SIGNED_IN_ONLY, ...LOADED_LATER, ...CATALOG_ONLY, ...CAROUSEL_ONLY, ...PAGE_ICONS, ...PRODUCT_CHOICE, ...CONTENT_API];

const notShared = new Set([...WITH_THEIR_PAGES, ...SIGNED_IN_ONLY, ...LOADED_LATER, ...CATALOG_ONLY, ...CAROUSEL_ONLY, ...PAGE_ICONS, ...CONTENT_API]);
const catalogOnly = new Set(CATALOG_ONLY);
const notCatalog = new Set([...WITH_THEIR_PAGES, ...PRODUCT_CHOICE]);

const inFolder = (path: string, folders: readonly string[]) => folders.some((folder) => path.startsWith(folder));

export type ChunkGroupName = 'shared' | 'catalog';

/** The group a source file goes to, from its path relative to the repo root ('src/api/orders.ts'). */
export function chunkGroupOf(path: string): ChunkGroupName | undefined {
  if (inFolder(path, SHARED_FOLDERS) && !notShared.has(path)) return 'shared';
  if ((inFolder(path, CATALOG_FOLDERS) || catalogOnly.has(path)) && !path.startsWith(SHOP_FOLDER) && !notCatalog.has(path)) return 'catalog';
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
 * The chunk groups for rolldown's `codeSplitting`: the entry's modules first (scripts/entry-chunk.ts),
 * then the shared pieces, then the catalogue's. A module shared by fewer than two chunks stays put.
 */
export function chunkGroups(root: string, inEntry: (id: string) => boolean) {
  const groupOf = (id: string) => {
    const path = relativePath(id, root);
    return path === undefined ? undefined : chunkGroupOf(path);
  };
  return [
    { name: 'index', test: inEntry, priority: 3 },
    { name: 'shared', test: (id: string) => groupOf(id) === 'shared', minShareCount: 2, priority: 2 },
    { name: 'catalog', test: (id: string) => groupOf(id) === 'catalog', minShareCount: 2, priority: 1 },
  ];
}
