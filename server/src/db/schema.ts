/**
 * The database schema (spec §3). Migrations in `server/drizzle/` are generated from this file
 * with `npm run db:generate`; never edit a generated migration, add a new one.
 *
 * Conventions:
 * - Text that exists in both languages (R21) is a pair of `_ar` / `_en` columns.
 * - Money is integer halalas (R8); the API converts to SAR at the edge.
 * - Image columns hold a path under the storage folder, served at `/storage/{path}`.
 * - Ids are identities "by default" so that the seeder can assign them in catalogue order.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The shop's identity, SEO settings and contact details in one row: store-info, settings and
 * contact-info (R3) are three views of it, so the phone, email and social links cannot disagree.
 */
export const store = pgTable('store', {
  id: id(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  footerTextAr: text('footer_text_ar').notNull(),
  footerTextEn: text('footer_text_en').notNull(),
  seoDescriptionAr: text('seo_description_ar').notNull(),
  seoDescriptionEn: text('seo_description_en').notNull(),
  seoKeywordsAr: text('seo_keywords_ar').notNull(),
  seoKeywordsEn: text('seo_keywords_en').notNull(),
  logo: text('logo').notNull(),
  favicon: text('favicon').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  facebook: text('facebook'),
  twitter: text('twitter'),
  instagram: text('instagram'),
  youtube: text('youtube'),
  locationAr: text('location_ar').notNull(),
  locationEn: text('location_en').notNull(),
  locationLink: text('location_link').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** Colour options a product can come in; products reference them by key. */
export const colors = pgTable('colors', {
  key: text('key').primaryKey(),
  hex: text('hex').notNull(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const categories = pgTable('categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  img: text('img').notNull(),
});

export const brands = pgTable('brands', {
  id: id(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  img: text('img').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    seoDescriptionAr: text('seo_description_ar').notNull(),
    seoDescriptionEn: text('seo_description_en').notNull(),
    seoKeywordsAr: text('seo_keywords_ar').notNull(),
    seoKeywordsEn: text('seo_keywords_en').notNull(),
    /** Price before any discount. */
    priceHalalas: integer('price_halalas').notNull(),
    /** Percentage, 0 when not on sale. */
    discount: integer('discount').notNull().default(0),
    /** The selling price; generated so that filters and sorts can never disagree with it. */
    salePriceHalalas: integer('sale_price_halalas')
      .notNull()
      .generatedAlwaysAs(sql`(round(price_halalas * (100 - discount) / 100.0))::integer`),
    /** Stock on hand. */
    stock: integer('stock').notNull().default(0),
    /** Colour keys (see `colors`) and size labels: the product's specs (spec §3). */
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    /** Storage paths; the first one is the card image. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Kept up to date from `reviews` by a trigger (migration 0001), so lists need no aggregate. */
    reviewCount: integer('review_count').notNull().default(0),
    /** Average review rating rounded to one decimal, 0 without reviews (R3: rating = rating_avg = rate). */
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    /** Units sold; ranks `top_products`. The checkout issue increments it. */
    soldCount: integer('sold_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_created_idx').on(t.createdAt),
    index('products_sale_price_idx').on(t.salePriceHalalas),
    check('products_price_check', sql`${t.priceHalalas} >= 0`),
    check('products_discount_check', sql`${t.discount} between 0 and 100`),
    check('products_stock_check', sql`${t.stock} >= 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    review: text('review').notNull(),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Hero carousel slides. */
export const banners = pgTable('banners', {
  id: id(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  img: text('img').notNull(),
});

export const offerBanners = pgTable('offer_banners', {
  id: id(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  discount: integer('discount').notNull(),
  img: text('img').notNull(),
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    reviewAr: text('review_ar').notNull(),
    reviewEn: text('review_en').notNull(),
    rating: smallint('rating').notNull(),
    img: text('img').notNull(),
  },
  (t) => [check('testimonials_rating_check', sql`${t.rating} between 1 and 5`)],
);

export const blogPosts = pgTable('blog_posts', {
  id: id(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  authorAr: text('author_ar').notNull(),
  authorEn: text('author_en').notNull(),
  img: text('img').notNull(),
  createdAt: createdAt(),
});

/** About, privacy-policy and returns-policy entries (`kind`), each a list in id order. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    kind: text('kind', { enum: ['about', 'privacy', 'returns'] }).notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    image: text('image'),
  },
  (t) => [
    index('content_pages_kind_idx').on(t.kind),
    check('content_pages_kind_check', sql`${t.kind} in ('about', 'privacy', 'returns')`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    name: text('name').notNull(),
    /** Percentage off the cart subtotal (R8). */
    discount: integer('discount').notNull(),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Null: unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    // Codes are matched case-insensitively, so two codes may not differ by case only.
    uniqueIndex('coupons_name_idx').on(sql`lower(${t.name})`),
    check('coupons_discount_check', sql`${t.discount} between 1 and 100`),
  ],
);

/** Shipping companies: `enabled` for the store's general list, `traderEnabled` for the trader API (R5). */
export const shippingGates = pgTable('shipping_gates', {
  id: id(),
  name: text('name').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  traderEnabled: boolean('trader_enabled').notNull().default(false),
});

/** Advertising pixels per store (spec §3 "Advertising service entry", R18). */
export const adServices = pgTable(
  'ad_services',
  {
    id: id(),
    appName: text('app_name').notNull(),
    status: text('status', { enum: ['accepted', 'pending', 'rejected'] }).notNull(),
    serviceApiKey: text('service_api_key').notNull(),
  },
  (t) => [check('ad_services_status_check', sql`${t.status} in ('accepted', 'pending', 'rejected')`)],
);
