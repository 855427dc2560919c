/**
 * Product reviews and contact messages (the contract's calls): validation with the messages of "Forms",
 * the rating aggregate following at once (cache included), and stored contact messages.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Product } from '../../server/src/contract/catalog';
import { ReviewResponse } from '../../server/src/contract/forms';
import { contactMessages, reviews } from '../../server/src/db/schema';
import { postJson, signUp } from './helpers/accounts';
import { createTestApp, getJson, type TestApp } from './helpers/app';
import { expectErrorBody, expectShape } from './helpers/shape';

let ctx: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  // The public answer cache is on, as in production: a review must still show at once.
  ctx = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  const account = await signUp(ctx.app);
  token = account.token;
  userId = account.user.id;
});
afterAll(() => ctx?.close());

describe('POST /api/product-reviews', () => {
  const review = { product_id: 5, name: 'Reem', review: 'Lovely fabric, true to size.', rating: 4 };

  it('stores the review, answers 201 { message, review } and updates the product at once, despite the cache', async () => {
    const before = await getJson<Product>(ctx.app, '/api/products/5');
    expect((await getJson(ctx.app, '/api/products/5')).headers['x-cache']).toBe('HIT');

    const ar = await postJson<ReviewResponse>(ctx.app, '/api/product-reviews', { ...review, rating: 1 }, { token, lang: 'ar' });
    expect(ar.status).toBe(201);
    expectShape(ReviewResponse, ar.body);
    expect(ar.body.message).toBe('تم إضافة التقييم بنجاح');
    // The author is the account, whatever name the form sent.
    expect(ar.body.review).toMatchObject({ product_id: 5, name: 'Sara Ahmed', review: review.review, rating: 1 });

    const after = await getJson<Product>(ctx.app, '/api/products/5');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body.reviews).toHaveLength(before.body.reviews.length + 1);
    expect(after.body.reviews[0]!.id).toBe(ar.body.review.id);
    const ratings = after.body.reviews.map((r) => r.rating);
    const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    expect(after.body.rating_avg).toBeCloseTo(average, 5);
    expect(after.body.rating_avg).not.toBe(before.body.rating_avg);

    const [row] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, ar.body.review.id));
    expect(row!.userId).toBe(userId);
  });

  it("keeps one review per account and product: a second one edits the first, and the rating follows", async () => {
    const first = await postJson<ReviewResponse>(ctx.app, '/api/product-reviews', { ...review, product_id: 6, rating: 1 }, { token });
    expect(first.status).toBe(201);
    const ratingAfterFirst = (await getJson<Product>(ctx.app, '/api/products/6')).body.rating_avg;
    const second = await postJson<ReviewResponse>(ctx.app, '/api/product-reviews', { ...review, product_id: 6, name: 'Someone else', review: 'Even better after a wash.', rating: 5 }, { token });
    expect(second.status).toBe(200);
    expect(second.body.message).toBe('Your review was updated');
    expect(second.body.review).toMatchObject({ id: first.body.review.id, name: 'Sara Ahmed', review: 'Even better after a wash.', rating: 5 });
    const mine = await ctx.database.db.select().from(reviews).where(eq(reviews.userId, userId));
    expect(mine.filter((r) => r.productId === 6)).toHaveLength(1);
    const product = (await getJson<Product>(ctx.app, '/api/products/6')).body;
    expect(product.rating_avg).toBeGreaterThan(ratingAfterFirst);
    expect(product.reviews.filter((r) => r.review === review.review && r.name === 'Sara Ahmed')).toEqual([]);

    // Another account writes its own.
    const other = await signUp(ctx.app, { name: 'Huda Alshehri' });
    const theirs = await postJson<ReviewResponse>(ctx.app, '/api/product-reviews', { ...review, product_id: 6 }, { token: other.token });
    expect(theirs.status).toBe(201);
    expect(theirs.body.review.name).toBe('Huda Alshehri');
  });

  it('needs a login', async () => {
    const response = await postJson(ctx.app, '/api/product-reviews', review);
    expect(response.status).toBe(401);
    expectErrorBody(response.body);
  });

  it('validates with the messages of "Forms", and answers 404 for an unknown product', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...review, review: '   ' }, 400, 'Please write a review'],
      [{ ...review, review: undefined }, 400, 'Please write a review'],
      [{ ...review, rating: 0 }, 400, 'The rating must be a whole number from 1 to 5'],
      [{ ...review, rating: 6 }, 400, 'The rating must be a whole number from 1 to 5'],
      [{ ...review, rating: 3.5 }, 400, 'The rating must be a whole number from 1 to 5'],
      [{ ...review, rating: 'five' }, 400, 'The rating must be a whole number from 1 to 5'],
      [{ ...review, rating: undefined }, 400, 'The rating must be a whole number from 1 to 5'],
      [{ ...review, product_id: 999_999 }, 404, 'Product not found'],
      [{ ...review, product_id: -1 }, 400, 'Product not found'],
    ];
    for (const [body, status, message] of cases) {
      const response = await postJson(ctx.app, '/api/product-reviews', body, { token });
      expect(response.status, message).toBe(status);
      expect(response.body).toEqual({ message });
    }
    const ar = await postJson(ctx.app, '/api/product-reviews', { ...review, review: '' }, { token, lang: 'ar' });
    expect(ar.body).toEqual({ message: 'الرجاء كتابة مراجعة' });
  });
});

describe('migration 0007: one review per account and product', () => {
  it("keeps each account's newest review of a product, so the unique index can be built on an older database", async () => {
    const db = ctx.database.db;
    const migration = (name: string) => readFileSync(new URL(`../../server/drizzle/${name}.sql`, import.meta.url), 'utf8');
    await db.execute(sql`drop index reviews_product_user_idx`);
    try {
      const other = await signUp(ctx.app, { name: 'Old Duplicates' });
      const rows = [1, 2, 3].map((n) => ({ productId: 7, userId: other.user.id, name: 'Old Duplicates', review: `version ${n}`, rating: n, createdAt: new Date(Date.UTC(2026, 0, n)) }));
      await db.insert(reviews).values([...rows, { productId: 8, userId: other.user.id, name: 'Old Duplicates', review: 'only one', rating: 4 }]);
      await db.execute(sql.raw(migration('0007_reviews_one_per_account')));
      const left = await db.select().from(reviews).where(eq(reviews.userId, other.user.id));
      expect(left.map((r) => [r.productId, r.review]).sort()).toEqual([
        [7, 'version 3'],
        [8, 'only one'],
      ]);
      // Seeded reviews (no account) are untouched.
      expect(await db.$count(reviews, isNull(reviews.userId))).toBeGreaterThan(300);
    } finally {
      await db.execute(sql.raw(readFileSync(new URL('../../server/drizzle/0008_reviews_unique_author.sql', import.meta.url), 'utf8')));
    }
  });
});

describe('POST /api/contact-us', () => {
  const message = { name: 'Omar Khalid', subject: 'Sizes', email: 'omar@example.com', phone: '512345678', message: 'Do you have XL?' };
  const latest = async () => (await ctx.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0];

  it('stores the message and answers 201 { message } in the request language, with or without a login', async () => {
    const ar = await postJson(ctx.app, '/api/contact-us', message, { lang: 'ar' });
    expect(ar).toMatchObject({ status: 201, body: { message: 'تم الإرسال بنجاح' } });
    expect(await latest()).toMatchObject({ ...message, userId: null });

    const signedIn = await postJson(ctx.app, '/api/contact-us', { ...message, subject: '  Returns ' }, { token });
    expect(signedIn).toMatchObject({ status: 201, body: { message: 'Sent successfully' } });
    expect(await latest()).toMatchObject({ subject: 'Returns', userId });

    // A stale token does not stop a visitor's message.
    const stale = await postJson(ctx.app, '/api/contact-us', message, { token: 'expired.or.broken' });
    expect(stale.status).toBe(201);
    expect((await latest())!.userId).toBeNull();
  });

  it('requires every field, with the messages of "Forms", and a well-formed email', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...message, name: ' ' }, 'Name is required'],
      [{ ...message, subject: '' }, 'subject is required'],
      [{ ...message, email: undefined }, 'Email is required'],
      [{ ...message, email: 'omar' }, 'Invalid email format'],
      [{ ...message, phone: '' }, 'phone is required'],
      [{ ...message, message: '\n' }, 'message is required'],
      [{ ...message, message: 'x'.repeat(5001) }, 'A field is too long'],
    ];
    const count = await ctx.database.db.$count(contactMessages);
    for (const [body, expected] of cases) {
      const response = await postJson(ctx.app, '/api/contact-us', body);
      expect(response.status, expected).toBe(400);
      expect(response.body).toEqual({ message: expected });
    }
    expect(await ctx.database.db.$count(contactMessages)).toBe(count);
    expect((await postJson(ctx.app, '/api/contact-us', { ...message, phone: '' }, { lang: 'ar' })).body).toEqual({ message: 'رقم الجوال مطلوب' });
  });
});
