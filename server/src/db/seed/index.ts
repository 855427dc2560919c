/**
 * Seeds the demo shop from the bilingual catalogue in `./content`, and renders
 * its images into the image store: the storage folder or object storage.
 *
 * Ids follow the catalogue's array order and image paths follow its keys, so the same catalogue
 * always gives the same shop: tests rely on it. Rows go in with one multi-row insert per table
 * inside one transaction, so seeding an in-memory database per test file stays fast.
 */
import { and, eq, getTableName, isNull, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { toHalalas } from '../../services/money';
import { localImageStore, type ImageStore } from '../../services/storage';
import type { Db } from '../client';
import * as t from '../schema';
import type { Garment, SeedCatalogue } from './content/types';
import {
  renderAvatar,
  renderBanner,
  renderBlogImage,
  renderBrandTile,
  renderCategoryTile,
  renderFavicon,
  renderGarment,
  renderLogo,
  type GarmentImageOptions,
} from './images';
import { optionStock } from './option-stock';

export interface SeedOptions {
  /** Where to render the images (a storage folder or an image store); null or absent skips them (most tests). */
  storageDir?: string | ImageStore | null;
  /** The seed's clock: `daysAgo` and coupon expiries count from it. */
  now?: Date;
  catalogue?: SeedCatalogue;
}

export interface SeedSummary {
  products: number;
  reviews: number;
  images: number;
}

const DAY_MS = 86_400_000;
/** The demo has no order history; it counts ten sales per review to rank best sellers. */
const SALES_PER_REVIEW = 10;

/**
 * Which drawing of the products' pictures (and the offers' banners, which show a product) a path
 * holds. Images are kept for a year under their path, so pictures drawn anew take new paths: a
 * new set, to which `completeSeed` moves a shop seeded with an earlier one.
 */
const PICTURE_SET = 2;

/** Image paths under the storage folder, shared by the rows and the renderer. */
const paths = {
  product: (key: string, n: number) => `products/${PICTURE_SET}/${key}-${n}.webp`,
  category: (key: string) => `categories/${key}.webp`,
  brand: (key: string) => `brands/${key}.webp`,
  banner: (i: number) => `banners/banner-${i + 1}.webp`,
  offer: (i: number) => `offers/${PICTURE_SET}/offer-${i + 1}.webp`,
  avatar: (i: number) => `testimonials/avatar-${i + 1}.webp`,
  blog: (i: number) => `blog/post-${i + 1}.webp`,
  about: (i: number) => `pages/about-${i + 1}.webp`,
  logo: 'store/logo.png',
  favicon: 'store/favicon.png',
};

/** Resolves the catalogue's keys, failing loudly on a dangling one. */
function indexCatalogue(c: SeedCatalogue) {
  const ids = (items: { key: string }[], what: string) => {
    const map = new Map(items.map((item, i) => [item.key, i + 1]));
    if (map.size !== items.length) throw new Error(`Seed catalogue: duplicate ${what} key`);
    return (key: string) => {
      const id = map.get(key);
      if (id === undefined) throw new Error(`Seed catalogue: unknown ${what} "${key}"`);
      return id;
    };
  };
  const colorHex = new Map(c.colors.map((color) => [color.key, color.hex]));
  const hex = (key: string) => {
    const value = colorHex.get(key);
    if (value === undefined) throw new Error(`Seed catalogue: unknown colour "${key}"`);
    return value;
  };
  const categoryId = ids(c.categories, 'category');
  return {
    categoryId,
    sizeGuideId: ids(c.sizeGuides ?? [], 'size guide'),
    brandId: ids(c.brands, 'brand'),
    productId: ids(c.products, 'product'),
    hex,
    /** What a product's pictures show: its own kind, else its category's garment. */
    garmentOf: (productKey: string): Garment => {
      const product = c.products.find((p) => p.key === productKey);
      if (!product) throw new Error(`Seed catalogue: unknown product "${productKey}"`);
      return product.kind ?? c.categories[categoryId(product.category) - 1]!.garment;
    },
  };
}

function catalogueRows(c: SeedCatalogue, now: Date) {
  const ix = indexCatalogue(c);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const s = c.store;
  let reviewId = 0;
  return {
    store: [
      {
        id: 1,
        nameAr: s.name.ar,
        nameEn: s.name.en,
        descriptionAr: s.description.ar,
        descriptionEn: s.description.en,
        footerTextAr: s.footerText.ar,
        footerTextEn: s.footerText.en,
        seoDescriptionAr: s.seoDescription.ar,
        seoDescriptionEn: s.seoDescription.en,
        seoKeywordsAr: s.seoKeywords.ar,
        seoKeywordsEn: s.seoKeywords.en,
        logo: paths.logo,
        favicon: paths.favicon,
        phone: s.phone,
        email: s.email,
        facebook: s.facebook,
        twitter: s.twitter,
        instagram: s.instagram,
        youtube: s.youtube,
        locationAr: s.location.ar,
        locationEn: s.location.en,
        locationLink: s.locationLink,
        lat: s.lat,
        lng: s.lng,
        vatNumber: s.vatNumber,
        crNumber: s.crNumber,
      },
    ],
    colors: c.colors.map((color) => ({ key: color.key, hex: color.hex, nameAr: color.name.ar, nameEn: color.name.en, keywords: color.words ?? '' })),
    sizeGuides: sizeGuideRows(c).map((guide, i) => ({ id: i + 1, ...guide })),
    categories: c.categories.map((cat, i) => ({
      id: i + 1,
      slug: cat.key,
      nameAr: cat.name.ar,
      nameEn: cat.name.en,
      img: paths.category(cat.key),
      keywords: cat.words ?? '',
      sizeGuideId: cat.sizeGuide === undefined ? null : ix.sizeGuideId(cat.sizeGuide),
      sizeMeasure: cat.sizeMeasure ?? null,
    })),
    brands: c.brands.map((brand, i) => ({
      id: i + 1,
      slug: brand.key,
      nameAr: brand.name.ar,
      nameEn: brand.name.en,
      img: paths.brand(brand.key),
    })),
    products: c.products.map((p, i) => {
      p.colors.forEach(ix.hex);
      if (!Number.isInteger(p.discount)) throw new Error(`Seed catalogue: discount of "${p.key}" must be a whole percentage`);
      return {
        id: i + 1,
        slug: p.key,
        categoryId: ix.categoryId(p.category),
        brandId: ix.brandId(p.brand),
        nameAr: p.name.ar,
        nameEn: p.name.en,
        descriptionAr: p.description.ar,
        descriptionEn: p.description.en,
        seoDescriptionAr: p.seo.description.ar,
        seoDescriptionEn: p.seo.description.en,
        seoKeywordsAr: p.seo.keywords.ar,
        seoKeywordsEn: p.seo.keywords.en,
        priceHalalas: Math.round(p.price * 100),
        discount: p.discount,
        // The total follows the options' rows (productStock below) by trigger (migration 0012).
        colors: p.colors,
        sizes: p.sizes,
        images: Array.from({ length: p.imageCount }, (_, n) => paths.product(p.key, n + 1)),
        soldCount: p.reviews.length * SALES_PER_REVIEW,
        createdAt: ago(p.daysAgo),
      };
    }),
    productStock: c.products.flatMap((p, i) => optionStock(p).map((option) => ({ productId: i + 1, ...option }))),
    reviews: c.products.flatMap((p, i) =>
      p.reviews.map((r) => ({
        id: ++reviewId,
        productId: i + 1,
        name: r.name,
        review: r.review,
        rating: r.rating,
        createdAt: ago(r.daysAgo),
      })),
    ),
    banners: c.banners.map((b, i) => ({
      id: i + 1,
      titleAr: b.title.ar,
      titleEn: b.title.en,
      descriptionAr: b.description.ar,
      descriptionEn: b.description.en,
      img: paths.banner(i),
    })),
    offerBanners: c.offerBanners.map((o, i) => ({
      id: i + 1,
      productId: ix.productId(o.product),
      titleAr: o.title.ar,
      titleEn: o.title.en,
      descriptionAr: o.description.ar,
      descriptionEn: o.description.en,
      discount: o.discount,
      img: paths.offer(i),
    })),
    testimonials: c.testimonials.map((x, i) => ({
      id: i + 1,
      nameAr: x.name.ar,
      nameEn: x.name.en,
      reviewAr: x.review.ar,
      reviewEn: x.review.en,
      rating: x.rating,
      img: paths.avatar(i),
    })),
    blogPosts: c.blogPosts.map((b, i) => ({
      id: i + 1,
      titleAr: b.title.ar,
      titleEn: b.title.en,
      descriptionAr: b.description.ar,
      descriptionEn: b.description.en,
      authorAr: b.author.ar,
      authorEn: b.author.en,
      img: paths.blog(i),
      createdAt: ago(b.daysAgo),
    })),
    contentPages: (
      [
        ['about', c.about],
        ['privacy', c.privacy],
        ['returns', c.returns],
      ] as const
    )
      .flatMap(([kind, entries]) => entries.map((entry, i) => ({ kind, entry, image: kind === 'about' ? paths.about(i) : null })))
      .map(({ kind, entry, image }, i) => ({
        id: i + 1,
        kind,
        titleAr: entry.title.ar,
        titleEn: entry.title.en,
        descriptionAr: entry.description.ar,
        descriptionEn: entry.description.en,
        image,
      })),
    coupons: c.coupons.map((coupon, i) => ({
      id: i + 1,
      name: coupon.name,
      discount: coupon.discount,
      expiresAt: new Date(now.getTime() + coupon.expiresInDays * DAY_MS),
      usageLimit: coupon.usageLimit,
      usedCount: coupon.used,
      perShopperLimit: coupon.perShopper ?? null,
    })),
    ...shippingRows(c),
    adServices: c.adServices.map((service, i) => ({
      id: i + 1,
      domain: service.domain,
      appName: service.app_name,
      status: service.status,
      serviceApiKey: service.service_api_key,
    })),
  };
}

/** The gates with their rate tables ("Shipping"); gate ids follow the catalogue's order. */
function shippingRows(c: SeedCatalogue) {
  return {
    shippingGates: c.shippingGates.map((gate, i) => ({
      id: i + 1,
      name: gate.name,
      enabled: true,
      traderEnabled: gate.traderEnabled,
      codFeeHalalas: toHalalas(gate.codFee),
    })),
    shippingRates: c.shippingGates.flatMap((gate, i) =>
      Object.entries(gate.rates).map(([zone, rate]) => ({ gateId: i + 1, zone, priceHalalas: toHalalas(rate.price), minDays: rate.days[0], maxDays: rate.days[1] })),
    ),
    shippingCities: c.shippingGates.flatMap((gate, i) => Object.entries(gate.cities).map(([city, zone]) => ({ gateId: i + 1, city, zone }))),
  };
}

function sizeGuideRows(c: SeedCatalogue) {
  return (c.sizeGuides ?? []).map((guide) => ({
    key: guide.key,
    titleAr: guide.title.ar,
    titleEn: guide.title.en,
    noteAr: guide.note.ar,
    noteEn: guide.note.en,
    columns: guide.columns,
    rows: guide.rows,
  }));
}

/** The demo catalogue, loaded on first use (it is large and most runs never seed). */
async function demoCatalogue(): Promise<SeedCatalogue> {
  return (await import('./content')).catalogue;
}

async function insertMany<T extends PgTable>(db: Db, table: T, values: T['$inferInsert'][]): Promise<void> {
  if (values.length) await db.insert(table).values(values);
}

/** Inserts the catalogue into an empty, migrated database, then renders its images if asked. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const c = options.catalogue ?? (await demoCatalogue());
  const now = options.now ?? new Date();
  const rows = catalogueRows(c, now);
  await db.transaction(async (tx) => {
    // Parents first.
    await insertMany(tx, t.store, rows.store);
    await insertMany(tx, t.colors, rows.colors);
    await insertMany(tx, t.sizeGuides, rows.sizeGuides);
    await insertMany(tx, t.categories, rows.categories);
    await insertMany(tx, t.brands, rows.brands);
    await insertMany(tx, t.products, rows.products);
    await insertMany(tx, t.productStock, rows.productStock);
    await insertMany(tx, t.reviews, rows.reviews);
    await insertMany(tx, t.banners, rows.banners);
    await insertMany(tx, t.offerBanners, rows.offerBanners);
    await insertMany(tx, t.testimonials, rows.testimonials);
    await insertMany(tx, t.blogPosts, rows.blogPosts);
    await insertMany(tx, t.contentPages, rows.contentPages);
    await insertMany(tx, t.coupons, rows.coupons);
    await insertMany(tx, t.shippingGates, rows.shippingGates);
    await insertMany(tx, t.shippingRates, rows.shippingRates);
    await insertMany(tx, t.shippingCities, rows.shippingCities);
    await insertMany(tx, t.adServices, rows.adServices);
    // The catalogue is dated by the seed's clock, not the transaction's, so every seed is the same shop.
    await tx.update(t.products).set({ updatedAt: now });
    await tx.update(t.contentPages).set({ updatedAt: now });
    // Explicit ids leave the identities behind; move each past its ids for rows added later.
    for (const table of ID_TABLES) {
      const name = getTableName(table);
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.identifier(name)}`,
      );
    }
  });
  // Fresh statistics, so the planner knows the tables are small instead of guessing.
  await db.execute(sql`analyze`);
  const images = options.storageDir ? await renderImages(options.storageDir, c) : 0;
  return { products: rows.products.length, reviews: rows.reviews.length, images };
}

/**
 * Adds what a database seeded by an earlier version lacks: the shipping rate table, and the VAT and
 * commercial registration numbers. What a database has is left as it is. Returns whether anything
 * was added.
 */
/**
 * Wording the seed has corrected since a database was seeded: each `from` still in a blog post is
 * replaced by its `to`, so a shop seeded earlier reads as a new one.
 */
export const SEED_TEXT_CORRECTIONS = [
  // Under their headings "Washing" and "Ironing", paragraphs began "Wash whites…" and "Iron the
  // thobe…", which a post's card read as "Washing Wash whites…".
  {
    column: 'descriptionEn',
    from: '<p>Wash whites on their own in warm water no hotter than 40°C, and turn',
    to: '<p>Keep whites apart from colours, in warm water no hotter than 40°C, and turn',
  },
  {
    column: 'descriptionEn',
    from: '<p>Iron the thobe while it is still slightly damp for the neatest finish,',
    to: '<p>Press the thobe while it is still slightly damp for the neatest finish,',
  },
  {
    column: 'descriptionAr',
    from: '<p>اغسل الثياب البيضاء وحدها بماء فاتر لا يتجاوز 40 درجة، واقلب',
    to: '<p>افصل الثياب البيضاء عن الملوّنة واغسلها بماء فاتر لا يتجاوز 40 درجة، واقلب',
  },
] as const;

/** Applies SEED_TEXT_CORRECTIONS; true when a post changed. */
async function correctSeedText(db: Db): Promise<boolean> {
  let changed = 0;
  for (const { column, from, to } of SEED_TEXT_CORRECTIONS) {
    const field = t.blogPosts[column];
    const rows = await db
      .update(t.blogPosts)
      .set({ [column]: sql`replace(${field}, ${from}, ${to})` })
      .where(sql`strpos(${field}, ${from}) > 0`)
      .returning({ id: t.blogPosts.id });
    changed += rows.length;
  }
  return changed > 0;
}

/**
 * Gives a database seeded before size guides the demo's guides, each category matched by its slug;
 * true when it had none. A shop with guides of its own keeps them as they are.
 */
async function addSizeGuides(db: Db, c: SeedCatalogue): Promise<boolean> {
  const guides = sizeGuideRows(c);
  if (guides.length === 0 || (await db.$count(t.sizeGuides)) > 0) return false;
  await db.transaction(async (tx) => {
    const saved = await tx.insert(t.sizeGuides).values(guides).returning({ id: t.sizeGuides.id, key: t.sizeGuides.key });
    for (const category of c.categories) {
      const guide = saved.find((row) => row.key === category.sizeGuide);
      if (guide) await tx.update(t.categories).set({ sizeGuideId: guide.id }).where(and(eq(t.categories.slug, category.key), isNull(t.categories.sizeGuideId)));
    }
  });
  return true;
}

/**
 * Moves a shop seeded with the first set of pictures to the current one: each product whose
 * pictures are still the seed's (its first one is) and the offers' banners. `renderImages` then
 * draws the new set like any missing images. True when anything moved.
 */
async function movePictures(db: Db): Promise<boolean> {
  const products = await db
    .update(t.products)
    .set({
      images: sql`array(select regexp_replace(path, ${'^products/([^/]+[.]webp)$'}, ${`products/${PICTURE_SET}/\\1`}) from unnest(${t.products.images}) with ordinality as picture(path, n) order by n)`,
    })
    .where(sql`${t.products.images}[1] = 'products/' || ${t.products.slug} || '-1.webp'`)
    .returning({ id: t.products.id });
  const offers = await db
    .update(t.offerBanners)
    .set({ img: sql`regexp_replace(${t.offerBanners.img}, ${'^offers/(offer-[0-9]+[.]webp)$'}, ${`offers/${PICTURE_SET}/\\1`})` })
    .where(sql`${t.offerBanners.img} ~ ${'^offers/offer-[0-9]+[.]webp$'}`)
    .returning({ id: t.offerBanners.id });
  return products.length + offers.length > 0;
}

export async function completeSeed(db: Db, catalogue?: SeedCatalogue): Promise<boolean> {
  const reworded = await correctSeedText(db);
  const corrected = (await movePictures(db)) || reworded;
  const needsRates = (await db.$count(t.shippingRates)) === 0;
  const needsNumbers = (await db.$count(t.store, or(eq(t.store.vatNumber, ''), eq(t.store.crNumber, '')))) > 0;
  const needsGuides = (await db.$count(t.sizeGuides)) === 0;
  const c = needsRates || needsNumbers || needsGuides ? (catalogue ?? (await demoCatalogue())) : null;
  const guided = c !== null && needsGuides && (await addSizeGuides(db, c));
  if (!c || (!needsRates && !needsNumbers)) return corrected || guided;
  await db.transaction(async (tx) => {
    if (needsRates) {
      const rows = shippingRows(c);
      for (const gate of rows.shippingGates) {
        const { id: _id, ...values } = gate;
        // Matched by name: the gates' ids may differ from a fresh seed's.
        const [saved] = await tx
          .insert(t.shippingGates)
          .values(values)
          .onConflictDoUpdate({ target: t.shippingGates.name, set: { codFeeHalalas: values.codFeeHalalas } })
          .returning({ id: t.shippingGates.id });
        const index = gate.id;
        await insertMany(tx, t.shippingRates, rows.shippingRates.filter((rate) => rate.gateId === index).map((rate) => ({ ...rate, gateId: saved!.id })));
        await insertMany(tx, t.shippingCities, rows.shippingCities.filter((city) => city.gateId === index).map((city) => ({ ...city, gateId: saved!.id })));
      }
    }
    await tx.update(t.store).set({ vatNumber: c.store.vatNumber }).where(eq(t.store.vatNumber, ''));
    await tx.update(t.store).set({ crNumber: c.store.crNumber }).where(eq(t.store.crNumber, ''));
  });
  return true;
}

const ID_TABLES = [
  t.store,
  t.sizeGuides,
  t.categories,
  t.brands,
  t.products,
  t.reviews,
  t.banners,
  t.offerBanners,
  t.testimonials,
  t.blogPosts,
  t.contentPages,
  t.coupons,
  t.shippingGates,
  t.adServices,
];

interface PlannedImage {
  path: string;
  render: () => Promise<Buffer>;
}

/**
 * Every product's pictures, as the seed draws them: its kind (its own, or its category's garment)
 * in each of its colours, the first pictures in the colours' order; each product of a kind on
 * backdrops of its own, so that no two pictures are one.
 */
export function productPictures(c: SeedCatalogue): { product: string; path: string; picture: GarmentImageOptions }[] {
  const ix = indexCatalogue(c);
  const ofKind = new Map<Garment, number>();
  return c.products.flatMap((p) => {
    const garment = ix.garmentOf(p.key);
    const style = ofKind.get(garment) ?? 0;
    ofKind.set(garment, style + 1);
    return Array.from({ length: p.imageCount }, (_, n) => ({
      product: p.key,
      path: paths.product(p.key, n + 1),
      picture: { garment, color: ix.hex(p.colors[n % p.colors.length]!), variant: n, detail: p.detail, style, width: 800, height: 1000 },
    }));
  });
}

function imagePlan(c: SeedCatalogue): PlannedImage[] {
  const ix = indexCatalogue(c);
  const plan: PlannedImage[] = [
    { path: paths.logo, render: renderLogo },
    { path: paths.favicon, render: renderFavicon },
  ];
  for (const cat of c.categories) {
    plan.push({ path: paths.category(cat.key), render: () => renderCategoryTile({ garment: cat.garment, color: ix.hex(cat.color) }) });
  }
  for (const brand of c.brands) {
    plan.push({ path: paths.brand(brand.key), render: () => renderBrandTile({ name: brand.name.en, color: ix.hex(brand.color) }) });
  }
  for (const { path, picture } of productPictures(c)) plan.push({ path, render: () => renderGarment(picture) });
  c.banners.forEach((b, i) =>
    plan.push({ path: paths.banner(i), render: () => renderBanner({ garment: b.garment, color: ix.hex(b.color), width: 1600, height: 700 }) }),
  );
  c.offerBanners.forEach((o, i) => {
    const product = c.products[ix.productId(o.product) - 1]!;
    const color = ix.hex(product.colors[0]!);
    plan.push({ path: paths.offer(i), render: () => renderBanner({ garment: ix.garmentOf(o.product), color, width: 1200, height: 500 }) });
  });
  c.testimonials.forEach((_, i) => {
    const color = ix.hex(c.colors[i % c.colors.length]!.key);
    plan.push({ path: paths.avatar(i), render: () => renderAvatar({ seed: i + 1, color }) });
  });
  c.blogPosts.forEach((b, i) =>
    plan.push({ path: paths.blog(i), render: () => renderBlogImage({ garment: b.garment, color: ix.hex(b.color), variant: i }) }),
  );
  const aboutLook = c.categories[0];
  if (aboutLook) {
    c.about.forEach((_, i) =>
      plan.push({
        path: paths.about(i),
        render: () => renderBlogImage({ garment: aboutLook.garment, color: ix.hex(aboutLook.color), variant: i + 1 }),
      }),
    );
  }
  return plan;
}

/**
 * Renders the catalogue's images that are not in the store yet (all of them on first seed),
 * a few at a time: sharp works on the libuv pool, so this uses every core without flooding it.
 * Returns how many were written.
 */
export async function renderImages(storage: string | ImageStore, catalogue?: SeedCatalogue): Promise<number> {
  const store = typeof storage === 'string' ? localImageStore(storage) : storage;
  const plan = imagePlan(catalogue ?? (await demoCatalogue()));
  const present = await Promise.all(plan.map((image) => store.has(image.path)));
  const missing = plan.filter((_, i) => !present[i]);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const image = missing[next++]!;
      let data = await image.render();
      // Keep the format the extension promises, whatever the generator returned.
      const format = image.path.endsWith('.png') ? 'png' : 'webp';
      if ((await sharp(data).metadata()).format !== format) data = await sharp(data).toFormat(format).toBuffer();
      await store.put(image.path, data);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return missing.length;
}
