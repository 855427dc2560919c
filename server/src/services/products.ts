/**
 * Product lists and details (spec §3 Product, §7 product calls, R3).
 *
 * Every list is one paged query plus one query for the page's reviews and one for its colours,
 * whatever the page size (no N+1). Orders are total (id breaks ties), so pages never overlap.
 */
import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PRODUCTS_PER_PAGE, type Product, type ProductList, type Review, type SortFlag } from '../contract';
import type { Db } from '../db/client';
import { colors, products, reviews } from '../db/schema';
import { localize, type Lang } from '../i18n';
import { halalasAtLeast, halalasAtMost, toSar } from './money';

export interface ProductQuery {
  categoryId?: number;
  brandId?: number;
  /** Minimum average rating (the rounded value shoppers see). */
  minRating?: number;
  /** Bounds on the selling price, in SAR. */
  minPrice?: number;
  maxPrice?: number;
  /** Only discounted products (has_sale). */
  onSale?: boolean;
  /** Only products that sold, best first (top_products). */
  bestSellers?: boolean;
  /** The sort flag that was set, if any; the default is newest first. */
  sort?: SortFlag | null;
  page: number;
  /** Names sort, and SEO text comes, in the request's language. */
  lang: Lang;
}

type ProductRow = typeof products.$inferSelect;
type ColorRow = typeof colors.$inferSelect;

function whereClause(q: ProductQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    q.categoryId !== undefined ? eq(products.categoryId, q.categoryId) : undefined,
    q.brandId !== undefined ? eq(products.brandId, q.brandId) : undefined,
    q.minRating ? gte(products.ratingAvg, q.minRating) : undefined,
    q.minPrice !== undefined ? gte(products.salePriceHalalas, halalasAtLeast(q.minPrice)) : undefined,
    q.maxPrice !== undefined ? lte(products.salePriceHalalas, halalasAtMost(q.maxPrice)) : undefined,
    q.onSale ? gt(products.discount, 0) : undefined,
    q.bestSellers ? gt(products.soldCount, 0) : undefined,
  ];
  return and(...conditions);
}

function orderBy(q: ProductQuery): SQL[] {
  // Byte order ("C") with lower() sorts the same way on PGlite and on any PostgreSQL locale.
  const name = sql`lower(${q.lang === 'en' ? products.nameEn : products.nameAr}) collate "C"`;
  const byId = asc(products.id);
  if (q.bestSellers) return [desc(products.soldCount), desc(products.ratingAvg), byId];
  switch (q.sort) {
    case 'name_asc':
      return [asc(name), byId];
    case 'name_desc':
      return [desc(name), byId];
    case 'price_asc':
      return [asc(products.salePriceHalalas), byId];
    case 'price_desc':
      return [desc(products.salePriceHalalas), byId];
    case 'created_asc':
      return [asc(products.createdAt), byId];
    default: // created_desc and no flag: new arrivals first
      return [desc(products.createdAt), byId];
  }
}

export async function listProducts(db: Db, q: ProductQuery): Promise<ProductList> {
  const where = whereClause(q);
  // The window count rides along with the page, saving a second query on every page that has rows.
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...orderBy(q))
    .limit(PRODUCTS_PER_PAGE)
    .offset((q.page - 1) * PRODUCTS_PER_PAGE);

  const total = rows[0]?.total ?? (q.page > 1 ? await db.$count(products, where) : 0);
  return {
    data: await withDetails(
      db,
      rows.map((r) => r.product),
      q.lang,
    ),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE)),
    total,
  };
}

export async function getProduct(db: Db, id: number, lang: Lang): Promise<Product | null> {
  const rows = await db.select().from(products).where(eq(products.id, id));
  const [product] = await withDetails(db, rows, lang);
  return product ?? null;
}

/** Loads the reviews and colour names of a set of products in two queries and maps them. */
async function withDetails(db: Db, rows: ProductRow[], lang: Lang): Promise<Product[]> {
  if (rows.length === 0) return [];
  const colorKeys = [...new Set(rows.flatMap((r) => r.colors))];
  const [reviewRows, colorRows] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(
        inArray(
          reviews.productId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    colorKeys.length ? db.select().from(colors).where(inArray(colors.key, colorKeys)) : Promise.resolve([]),
  ]);
  const reviewsByProduct = new Map<number, Review[]>();
  for (const review of reviewRows.map(toReview)) {
    const list = reviewsByProduct.get(review.product_id);
    if (list) list.push(review);
    else reviewsByProduct.set(review.product_id, [review]);
  }
  const colorByKey = new Map(colorRows.map((c) => [c.key, c]));
  return rows.map((row) => toProduct(row, reviewsByProduct.get(row.id) ?? [], colorByKey, lang));
}

function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    product_id: row.productId,
    name: row.name,
    review: row.review,
    rating: row.rating,
    created_at: row.createdAt.toISOString(),
  };
}

function toProduct(row: ProductRow, productReviews: Review[], colorByKey: Map<string, ColorRow>, lang: Lang): Product {
  const rating = row.ratingAvg;
  const colorSpecs = row.colors.map((key) => {
    const color = colorByKey.get(key);
    return { key: 'color' as const, value: key, label: color?.nameAr ?? key, label_en: color?.nameEn ?? key, hex: color?.hex };
  });
  const sizeSpecs = row.sizes.map((size) => ({ key: 'size' as const, value: size, label: size, label_en: size }));
  return {
    id: row.id,
    name: row.nameAr,
    name_en: row.nameEn,
    description: row.descriptionAr,
    description_en: row.descriptionEn,
    price: toSar(row.salePriceHalalas),
    original_price: row.discount > 0 ? toSar(row.priceHalalas) : null,
    img: row.images[0] ?? '',
    images: row.images,
    quantity: row.stock,
    rating,
    rating_avg: rating,
    rate: rating,
    discount: row.discount,
    reviews: productReviews,
    specs: [[...colorSpecs, ...sizeSpecs]],
    // Names and descriptions come in both languages (contract); SEO text follows the request (R21).
    seo_description: localize(lang, row.seoDescriptionAr, row.seoDescriptionEn),
    seo_keywords: localize(lang, row.seoKeywordsAr, row.seoKeywordsEn),
    category_id: row.categoryId,
    brand_id: row.brandId,
    created_at: row.createdAt.toISOString(),
  };
}
