/**
 * The database schema (the contract's entities). Migrations in `server/drizzle/` are generated from this file
 * with `npm run db:generate`; never edit a generated migration, add a new one.
 *
 * Conventions:
 * - Text that exists in both languages ("Languages") is a pair of `_ar` / `_en` columns.
 * - Money is integer halalas ("Money"); the API converts to SAR at the edge.
 * - Image columns hold a path under the storage folder, served at `/storage/{path}`.
 * - Ids are identities "by default" so that the seeder can assign them in catalogue order.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../contract/accounts';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Product search: text folded by `libas_fold` (migration 0009) once, when a row is
 * written, not on every search. Padded with a space at each end, so that a search finds a word,
 * or a word's start, as `' ' || word` within it.
 */
const searchText = (name: string, source: SQL) => text(name).notNull().generatedAlwaysAs(sql`' ' || libas_fold(${source}) || ' '`);

/**
 * The shop's identity, SEO settings and contact details in one row: store-info, settings and
 * contact-info ("Calls the contract adds") are three views of it, so the phone, email and social
 * links cannot disagree.
 */
export const store = pgTable(
  'store',
  {
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
    /** The VAT registration number printed on tax invoices (15 digits); '' until the trader sets it. */
    vatNumber: text('vat_number').notNull().default(''),
    /** The commercial registration number (10 digits) the footer shows beside the VAT number; '' until set. */
    crNumber: text('cr_number').notNull().default(''),
  },
  (t) => [
    check('store_vat_number_check', sql`${t.vatNumber} = '' or ${t.vatNumber} ~ '^[0-9]{15}$'`),
    check('store_cr_number_check', sql`${t.crNumber} = '' or ${t.crNumber} ~ '^[0-9]{10}$'`),
  ],
);

/** Colour options a product can come in; products reference them by key. */
export const colors = pgTable('colors', {
  key: text('key').primaryKey(),
  hex: text('hex').notNull(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  /**
   * Other words shoppers use for the colour, in both languages (feminine and plural forms, other
   * spellings: سوداء, gray), so that a search's colour word finds the products in that colour.
   */
  keywords: text('keywords').notNull().default(''),
  searchName: searchText('search_name', sql`name_ar || ' ' || name_en || ' ' || keywords`),
});

/**
 * A size guide for one kind of garment (docs/product.md, "Size guide"): its columns' names in both
 * languages, and rows of measurements, which read the same in both (sizes and centimetres).
 */
export const sizeGuides = pgTable('size_guides', {
  id: id(),
  key: text('key').notNull().unique(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  noteAr: text('note_ar').notNull().default(''),
  noteEn: text('note_en').notNull().default(''),
  columns: jsonb('columns').$type<{ ar: string; en: string }[]>().notNull(),
  rows: jsonb('rows').$type<string[][]>().notNull(),
});

export const categories = pgTable('categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  img: text('img').notNull(),
  searchName: searchText('search_name', sql`name_ar || ' ' || name_en`),
  /** Other words for the category's kind, in both languages (فستان for فساتين, dress), that a search matches as the category. */
  keywords: text('keywords').notNull().default(''),
  searchKeywords: searchText('search_keywords', sql`keywords`),
  /** The guide the category's sizes follow; none for one without sizes or with sizes no guide covers. */
  sizeGuideId: integer('size_guide_id').references(() => sizeGuides.id, { onDelete: 'set null' }),
  /**
   * What the category's number sizes measure (SIZE_MEASURES: an abaya's or thobe's length, a waist,
   * an EU shoe size, a belt's length), so the size filter groups them by what they fit; null when its
   * sizes are letters, ages or none. Letters and ages say what they are by themselves.
   */
  sizeMeasure: text('size_measure', { enum: ['length', 'waist', 'shoes', 'belts'] }),
});

export const brands = pgTable('brands', {
  id: id(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  img: text('img').notNull(),
  searchName: searchText('search_name', sql`name_ar || ' ' || name_en`),
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
    /**
     * Stock on hand: always the sum of the product's `product_stock` rows, kept so by a trigger
     * (migration 0012), which also refuses any other write to it.
     */
    stock: integer('stock').notNull().default(0),
    /** Colour keys (see `colors`) and size labels: the product's specs (the contract's field). */
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Storage paths; the first one is the card image. The first ones show the colours in `colors`'
     * order (`images[i]` shows `colors[i]`), so picking a colour shows its photo.
     */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Kept up to date from `reviews` by a trigger (migration 0001), so lists need no aggregate. */
    reviewCount: integer('review_count').notNull().default(0),
    /** Average review rating rounded to one decimal, 0 without reviews (the contract's rating = rating_avg = rate). */
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    /** Units sold; ranks `top_products`. The checkout issue increments it. */
    soldCount: integer('sold_count').notNull().default(0),
    createdAt: createdAt(),
    /** Set by a trigger on every change to the row (stock, reviews, sales included): the sitemap's lastmod (migration 0017). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Both names, folded for search. */
    searchName: searchText('search_name', sql`name_ar || ' ' || name_en`),
    /** Both descriptions without their HTML tags and entities, folded for search. */
    searchText: searchText('search_text', sql`regexp_replace(description_ar || ' ' || description_en, '<[^>]*>|&[#a-z0-9]+;', ' ', 'gi')`),
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

/**
 * Product search's index: every word of each product's folded text (`search_*`), with
 * where it stands: 3 the product's names, 2 its brand's or category's names, 1 its descriptions.
 * A search finds its words' similar words and the words they begin in `search_words` (through its
 * trigram index), then their rows here (by `word`), instead of comparing every product's text.
 * Triggers (migration 0013) rewrite a product's rows whenever its names, descriptions, brand or
 * category, or a brand's or category's names change; stock and sales updates do not touch it.
 */
export const productSearchWords = pgTable(
  'product_search_words',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    field: smallint('field').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.field, t.word] }),
    index('product_search_words_word_idx').on(t.word),
    check('product_search_words_field_check', sql`${t.field} between 1 and 3`),
  ],
);

/**
 * The distinct words of `product_search_words` (migration 0014), so that a search compares each
 * catalogue word with its own once, not once for every product and field that has it (about four
 * times as many rows). A trigger on `product_search_words` adds each word it gets that is new; a word
 * no product has any more stays and matches nothing (removing it could race another transaction adding it back).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [
    // Searches only read it, and writes are rare: no pending list to scan on every search.
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/**
 * Stock per option ("Stock"): one row per product, colour and size, '' where the
 * product has no colours or no sizes (as in `cart_items`). Orders take from, and failed or rejected
 * orders give back to, the row of each line's option. Triggers (migration 0012) keep
 * `products.stock` equal to the sum of a product's rows whoever writes them, and mark an option's
 * waiting alerts due when its stock goes from 0 to more.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.color, t.size] }), check('product_stock_stock_check', sql`${t.stock} >= 0`)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The signed-in author (the contract's product-reviews); null for seeded reviews and deleted users. */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    review: text('review').notNull(),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // One per account and product: a second review edits the first (seeded ones have no account).
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
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
    /** Set by a trigger on every change to the row: the sitemap's lastmod (migration 0017). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    /** Percentage off the cart subtotal ("Prices and VAT"). */
    discount: integer('discount').notNull(),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Null: unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /**
     * How many of one shopper's orders may use it (those not failed or rejected); null: any number.
     * Checkout counts them under the shopper's row lock, so two orders at once cannot both slip in.
     */
    perShopperLimit: integer('per_shopper_limit'),
  },
  (t) => [
    // Codes are matched case-insensitively, so two codes may not differ by case only.
    uniqueIndex('coupons_name_idx').on(sql`lower(${t.name})`),
    check('coupons_discount_check', sql`${t.discount} between 1 and 100`),
    // Checkout counts a use in the order's transaction; this keeps a race from going over the limit.
    check('coupons_used_count_check', sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`),
    check('coupons_per_shopper_limit_check', sql`${t.perShopperLimit} is null or ${t.perShopperLimit} >= 1`),
  ],
);

/**
 * Shipping companies ("Shipping"): `enabled` for the store's general list, `traderEnabled` for the
 * trader's list; a shopper can choose a gate only when both are on.
 */
export const shippingGates = pgTable(
  'shipping_gates',
  {
    id: id(),
    name: text('name').notNull().unique(),
    enabled: boolean('enabled').notNull().default(true),
    traderEnabled: boolean('trader_enabled').notNull().default(false),
    /** Added to the shipping cost of a cash-on-delivery order ("Shipping"). */
    codFeeHalalas: integer('cod_fee_halalas').notNull().default(0),
  },
  (t) => [check('shipping_gates_cod_fee_check', sql`${t.codFeeHalalas} >= 0`)],
);

/** What a gate charges to deliver to each of its zones ("Shipping"). */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    gateId: integer('gate_id')
      .notNull()
      .references(() => shippingGates.id, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
    priceHalalas: integer('price_halalas').notNull(),
    /** Business days from placing the order to delivery, at the soonest and at the latest. */
    minDays: integer('min_days').notNull().default(2),
    maxDays: integer('max_days').notNull().default(5),
  },
  (t) => [
    primaryKey({ columns: [t.gateId, t.zone] }),
    check('shipping_rates_price_check', sql`${t.priceHalalas} >= 0`),
    check('shipping_rates_days_check', sql`${t.minDays} >= 1 and ${t.maxDays} >= ${t.minDays}`),
  ],
);

/**
 * The cities a gate delivers to (a naqel CityCode, or fastlo's English region name) and
 * each one's zone, which must have a rate.
 */
export const shippingCities = pgTable(
  'shipping_cities',
  {
    gateId: integer('gate_id').notNull(),
    city: text('city').notNull(),
    zone: text('zone').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gateId, t.city] }),
    foreignKey({ columns: [t.gateId, t.zone], foreignColumns: [shippingRates.gateId, shippingRates.zone] }).onDelete('cascade'),
  ],
);

/**
 * Advertising pixels per site (the contract's "Advertising service entry" and
 * service-requests/by-domain; "Consent and pixels"): one per network and domain. Rows from
 * before domains existed belong to the demo shop.
 */
export const adServices = pgTable(
  'ad_services',
  {
    id: id(),
    /** The site's host as the browser names it (`location.host`), lower-case. */
    domain: text('domain').notNull().default('libas.sa'),
    appName: text('app_name').notNull(),
    status: text('status', { enum: ['accepted', 'pending', 'rejected'] }).notNull(),
    serviceApiKey: text('service_api_key').notNull(),
  },
  (t) => [
    uniqueIndex('ad_services_domain_app_idx').on(t.domain, t.appName),
    check('ad_services_status_check', sql`${t.status} in ('accepted', 'pending', 'rejected')`),
    check('ad_services_app_check', sql`${t.appName} in ('facebook', 'tiktok', 'snapchat', 'google')`),
  ],
);

/**
 * Shoppers' accounts. `email` is stored trimmed and lower-cased. `passwordHash` is an
 * scrypt hash string (services/passwords.ts), null for accounts made by Google sign-in only.
 * `tokenVersion` is part of every token; raising it (password reset) ends older sessions.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** The Google account's `sub`, once linked. */
    googleSub: text('google_sub').unique(),
    phone: text('phone'),
    location: text('location'),
    postalCode: text('postal_code'),
    /** A path under the storage folder (`users/….webp`). */
    img: text('img'),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Password-reset codes ("Accounts and sessions"): only an HMAC of the code is kept. A code is
 * live while unused, unexpired and under 5 wrong tries; asking again replaces the live one.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An HMAC of the client that asked for the code (services/reset-codes.ts): only it can use the code. */
    requestedBy: text('requested_by').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Mail the server sent: the development outbox, also the record when no SMTP is set.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

/**
 * Cart lines (the contract's Cart item), one per product and specs. A product without colours
 * or sizes stores '' there, so the unique index also holds for it.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.userId, t.productId, t.color, t.size),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** An order's status is one of ORDER_STATUSES ("Order life"); only the server moves an order between them. */
const orderStatusCheck = (column: AnyPgColumn) => sql`${column} in (${sql.raw(ORDER_STATUSES.map((status) => `'${status}'`).join(', '))})`;

/**
 * Orders. Amounts in halalas, computed by the server at placement (docs/product.md, "Prices and
 * VAT"): `subtotalHalalas` is the lines with VAT, `totalPriceHalalas` = that − discount; shipping
 * (with VAT and any COD fee) is apart, as the contract shows total_price + shippment_cost; the VAT
 * is the part of the sum that is tax. `idempotencyKey` and `requestHash` make a repeated checkout
 * return the same order. The delivery address is the one the shopper completed (docs/product.md,
 * "Delivery address"); orders placed without its parts have only `address`, `area` and `zip_code`.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    subtotalHalalas: integer('subtotal_halalas').notNull().default(0),
    discountAmountHalalas: integer('discount_amount_halalas').notNull().default(0),
    vatHalalas: integer('vat_halalas').notNull().default(0),
    totalPriceHalalas: integer('total_price_halalas').notNull(),
    /** The shipping cost charged, COD fee included. */
    shippingCostHalalas: integer('shipping_cost_halalas').notNull().default(0),
    codFeeHalalas: integer('cod_fee_halalas').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    cod: boolean('cod').notNull().default(true),
    phone: text('phone'),
    city: text('city'),
    area: text('area'),
    address: text('address'),
    zipCode: text('zip_code'),
    country: text('country').notNull().default('SA'),
    recipient: text('recipient'),
    region: text('region'),
    /** The city's name as the address gives it (`city` is the carrier's code or name for it). */
    deliveryCity: text('delivery_city'),
    district: text('district'),
    street: text('street'),
    buildingNumber: text('building_number'),
    /** The National Address short code, e.g. RRRD2929. */
    shortAddress: text('short_address'),
    /** Directions for the courier. */
    directions: text('directions'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    shippingGate: text('shipping_gate'),
    trackingLinkId: text('tracking_link_id'),
    /** Where a card payment returns the shopper ("Card payments"). */
    returnUrl: text('return_url'),
    idempotencyKey: text('idempotency_key'),
    /** A digest of the request that placed the order: the same key with another body is refused. */
    requestHash: text('request_hash'),
    /** The invoice's ZATCA QR payload (Base64 TLV), fixed when the order is placed. */
    invoiceQr: text('invoice_qr'),
    /** The unguessable name of the QR image (`qr_path`), which an <img> loads without a token. */
    qrToken: text('qr_token').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The cash orders waiting for the trader, oldest first: the jobs fail those waiting too long.
    index('orders_waiting_cash_idx').on(t.createdAt).where(sql`${t.status} = 'pending' and ${t.cod}`),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('orders_status_check', orderStatusCheck(t.status)),
    check(
      'orders_amounts_check',
      sql`${t.subtotalHalalas} >= 0 and ${t.discountAmountHalalas} >= 0 and ${t.vatHalalas} >= 0 and ${t.totalPriceHalalas} >= 0 and ${t.shippingCostHalalas} >= 0 and ${t.codFeeHalalas} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** Unit selling price when ordered. */
    priceHalalas: integer('price_halalas').notNull(),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

/** Each status an order has had, with its time, for the tracking timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt), check('order_events_status_check', orderStatusCheck(t.status))],
);

/**
 * An order's shipment with its carrier (the contract's Order-submission response `shippment`).
 * The tracking number ("Tracking") is set when the carrier creates the shipment.
 */
export const shipments = pgTable('shipments', {
  id: id(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  gate: text('gate').notNull(),
  trackingNumber: text('tracking_number').unique(),
  createdAt: createdAt(),
});

/**
 * A card order's payment with its gateway ("Card payments"): the shop's record of what it asked for. The
 * order is paid only once the server has read the gateway's own record and it matches.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `test` or `moyasar` (PAYMENT_PROVIDER). */
    gateway: text('gateway').notNull(),
    /** The payment's id at the gateway (a Moyasar invoice id). */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    paymentUrl: text('payment_url').notNull(),
    amountHalalas: integer('amount_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
    /** `refunded`: it completed for an order that could no longer be paid, and the money went back. */
    status: text('status', { enum: ['initiated', 'paid', 'failed', 'refunded'] }).notNull().default('initiated'),
    /** The gateway's reason when it failed. */
    message: text('message'),
    /** The paying card's network as the gateway's record names it (`mada`, `visa`, `mastercard`, …); null until paid or when it does not say. */
    cardNetwork: text('card_network'),
    /** When the shop closed it at the gateway after its order failed or was rejected. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The gateway's reference of the refund. */
    refundId: text('refund_id'),
    refundedHalalas: integer('refunded_halalas'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_gateway_payment_idx').on(t.gateway, t.gatewayPaymentId),
    check('payments_status_check', sql`${t.status} in ('initiated', 'paid', 'failed', 'refunded')`),
    check('payments_amount_check', sql`${t.amountHalalas} > 0`),
    // A refunded payment says how, how much and when; no other has a refund.
    check(
      'payments_refund_check',
      sql`(${t.status} = 'refunded') = (${t.refundId} is not null and ${t.refundedHalalas} > 0 and ${t.refundedAt} is not null)`,
    ),
  ],
);

/**
 * The test gateway's own books (`PAYMENT_PROVIDER=test`): what an outside gateway would keep,
 * kept here so that the shop reads it back through the gateway interface as it would read
 * Moyasar's.
 */
export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    id: text('id').primaryKey(),
    amountHalalas: integer('amount_halalas').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** Where the shopper goes after paying or giving up. */
    returnUrl: text('return_url').notNull(),
    /** `closed`: the shop closed it unpaid; `refunded`: paid, then given back. */
    status: text('status', { enum: ['initiated', 'paid', 'failed', 'expired', 'closed', 'refunded'] }).notNull().default('initiated'),
    message: text('message'),
    /** After this the payment can no longer be made. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    cardNetwork: text('card_network'),
    cardLast4: text('card_last4'),
    /** A refund gives back the whole amount. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_gateway_payments_status_check', sql`${t.status} in ('initiated', 'paid', 'failed', 'expired', 'closed', 'refunded')`),
    check('test_gateway_payments_refund_check', sql`(${t.status} = 'refunded') = (${t.refundId} is not null and ${t.refundedAt} is not null)`),
  ],
);

/**
 * Work the database drives ("Order life"): a card payment's 30-minute expiry, the demo carrier's steps. A
 * due row is claimed with FOR UPDATE SKIP LOCKED, so several API processes run each job once, and a
 * restart loses none; a claim that is never finished expires and is run again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

/** Messages from the contact form (the contract's Contact message); `userId` when sent signed in. */
export const contactMessages = pgTable('contact_messages', {
  id: id(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * A shopper's conversation with the trader ("Chat"). The SPA names it by its `chat_key`
 * (the user id joined with the site's host); the key is unique per user, so one user's key can
 * never open another user's conversation even where two keys read alike ("1" + "2shop.sa").
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatKey: text('chat_key').notNull(),
    /** The site host the shopper wrote from (the contract's `domin`). */
    domain: text('domain').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_conversations_user_key_idx').on(t.userId, t.chatKey), index('chat_conversations_recent_idx').on(t.lastMessageAt)],
);

/** One chat message; `readAt` is when its receiver read it (the shopper's read icon, the trader's unread count). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'trader'] }).notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_sender_check', sql`${t.sender} in ('user', 'trader')`),
    check('chat_messages_length_check', sql`char_length(btrim(${t.message})) between 1 and 2000`),
  ],
);

/**
 * "Tell me when it is back": a signed-in shopper's wish for a sold-out option.
 * One waiting alert per shopper and option. When the option's stock goes from 0 to more, a trigger
 * (migration 0012) sets `dueAt` in that same transaction; the mail then goes once (`sentAt`, set by
 * the one delivery that claims it: services/stock-alerts.ts), in `lang`, linking `productUrl`.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    /** The shopper's language when they asked: the mail's. */
    lang: text('lang', { enum: ['ar', 'en'] }).notNull(),
    /** The product's page on the shop the shopper asked from, for the mail. */
    productUrl: text('product_url').notNull(),
    createdAt: createdAt(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ columns: [t.productId, t.color, t.size], foreignColumns: [productStock.productId, productStock.color, productStock.size] }).onDelete('cascade'),
    uniqueIndex('stock_alerts_waiting_idx').on(t.userId, t.productId, t.color, t.size).where(sql`${t.sentAt} is null`),
    index('stock_alerts_option_idx').on(t.productId, t.color, t.size).where(sql`${t.dueAt} is null`),
    index('stock_alerts_due_idx').on(t.dueAt).where(sql`${t.dueAt} is not null and ${t.sentAt} is null`),
    index('stock_alerts_user_idx').on(t.userId, t.createdAt),
    check('stock_alerts_lang_check', sql`${t.lang} in ('ar', 'en')`),
  ],
);

/**
 * A signed-in shopper's saved delivery addresses (docs/product.md, "Saved addresses"): checkout
 * starts from the default one, and a new address an order goes to is added. At most one default per
 * shopper, by index.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    /** 9665XXXXXXXX. */
    phone: text('phone').notNull(),
    region: text('region').notNull().default(''),
    city: text('city').notNull(),
    district: text('district').notNull(),
    street: text('street').notNull(),
    buildingNumber: text('building_number').notNull(),
    postcode: text('postcode').notNull(),
    shortAddress: text('short_address'),
    directions: text('directions'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    check('addresses_postcode_check', sql`${t.postcode} ~ '^[0-9]{5}$'`),
    check('addresses_phone_check', sql`${t.phone} ~ '^9665[0-9]{8}$'`),
    check('addresses_short_address_check', sql`${t.shortAddress} is null or ${t.shortAddress} ~ '^[A-Z]{4}[0-9]{4}$'`),
  ],
);
