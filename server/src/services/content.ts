/** The shop's editorial content: hero and offer banners, testimonials, the about and policy pages, blog posts. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, blogPosts, contentPages, offerBanners, testimonials } from '../db/schema';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type ContentPageKind = (typeof contentPages.$inferSelect)['kind'];

export function listBanners(db: Db) {
  return db.select().from(banners).orderBy(asc(banners.id));
}

export function listOfferBanners(db: Db) {
  return db.select().from(offerBanners).orderBy(asc(offerBanners.id));
}

export function listTestimonials(db: Db) {
  return db.select().from(testimonials).orderBy(asc(testimonials.id));
}

/** The entries of one page (about, privacy, returns), in the order they were written. */
export function listPageEntries(db: Db, kind: ContentPageKind) {
  return db.select().from(contentPages).where(eq(contentPages.kind, kind)).orderBy(asc(contentPages.id));
}

/** Blog posts, newest first. */
export function listBlogPosts(db: Db): Promise<BlogPostRow[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), asc(blogPosts.id));
}

export async function findBlogPost(db: Db, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}
