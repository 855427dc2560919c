/**
 * Back-in-stock alerts (capability `alerts`): a signed-in shopper asks to be
 * mailed when a sold-out option (product, colour, size) is back.
 *
 * Exactly once: when the option's stock goes from 0 to more, whoever changed it (the trader, a
 * failed or rejected order giving units back), a trigger marks its waiting alerts due in that same
 * transaction (migration 0012). Delivery then claims due alerts by setting `sent_at` in one UPDATE
 * (FOR UPDATE SKIP LOCKED, so two deliveries never claim one alert) and hands each mail to the same
 * mailer as the reset codes (SMTP, or the development outbox). A mail the mailer refuses is
 * unclaimed and tried at the next delivery; as with reset codes, a crash between the claim and the
 * send loses that one mail rather than sending it twice. Deliveries run right after the trader's
 * change and on every run of the jobs (services/jobs.ts), which covers the payment paths.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { StockAlert } from '../contract/stock';
import type { Db } from '../db/client';
import { products, stockAlerts } from '../db/schema';
import type { Lang } from '@shared/lang';
import { HttpError, notFound } from '../http-error';
import { MESSAGES } from '../messages';
import { specsProblem } from './cart';
import type { Mailer } from './mail';
import { specOptions } from './products';
import { lockOptionStock } from './stock';

type AlertRow = typeof stockAlerts.$inferSelect;

const toAlert = (row: AlertRow): StockAlert => ({
  id: row.id,
  product_id: row.productId,
  color: row.color,
  size: row.size,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export interface NewAlert {
  userId: number;
  productId: number;
  color: string;
  size: string;
  lang: Lang;
  /** The product's page on the shop the shopper asked from. */
  productUrl: string;
}

/**
 * Makes the shopper's alert for a sold-out option, or answers the one already waiting (`created`
 * false). 404 for an unknown product, 400 for a colour or size it lacks, 409 while it is in stock.
 */
export async function createAlert(db: Db, input: NewAlert): Promise<{ alert: StockAlert; created: boolean }> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ colors: products.colors, sizes: products.sizes }).from(products).where(eq(products.id, input.productId));
    if (!product) throw notFound('productNotFound');
    const problem = specsProblem(product, input.color, input.size);
    if (problem) throw new HttpError(400, problem);
    const option = { productId: input.productId, color: input.color, size: input.size };
    // The option's row is shared until this commits: a restock waits for it, then finds this alert due.
    if ((await lockOptionStock(tx, option)) > 0) throw new HttpError(409, 'optionInStock');
    const waiting = and(
      eq(stockAlerts.userId, input.userId),
      eq(stockAlerts.productId, option.productId),
      eq(stockAlerts.color, option.color),
      eq(stockAlerts.size, option.size),
      isNull(stockAlerts.sentAt),
    );
    const [inserted] = await tx.insert(stockAlerts).values(input).onConflictDoNothing().returning();
    if (inserted) return { alert: toAlert(inserted), created: true };
    const [existing] = await tx.select().from(stockAlerts).where(waiting);
    return { alert: toAlert(existing!), created: false };
  });
}

/** The user's alerts, newest first. */
export async function listAlerts(db: Db, userId: number): Promise<StockAlert[]> {
  const rows = await db.select().from(stockAlerts).where(eq(stockAlerts.userId, userId)).orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id));
  return rows.map(toAlert);
}

/** Deletes one of the user's alerts; false when they have none with that id. */
export async function deleteAlert(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, userId)))
    .returning({ id: stockAlerts.id });
  return deleted.length > 0;
}

interface Claimed extends Record<string, unknown> {
  id: number;
  lang: Lang;
  size: string;
  product_url: string;
  email: string;
  name: string;
  product_ar: string;
  product_en: string;
  color_ar: string | null;
  color_en: string | null;
}

/** How many due alerts one delivery claims; the next takes the rest. */
const BATCH = 50;

/** The mail of one alert, in the shopper's language. */
function alertMail(alert: Claimed): { subject: string; text: string } {
  const en = alert.lang === 'en';
  const product = en ? alert.product_en : alert.product_ar;
  const color = en ? alert.color_en : alert.color_ar;
  const size = alert.size ? (en ? alert.size : (specOptions([], [alert.size])[0]!.label ?? alert.size)) : '';
  const option = [color, size && (en ? `size ${size}` : `المقاس ${size}`)].filter(Boolean).join(en ? ', ' : '، ');
  const what = option ? `${product} (${option})` : product;
  const text = en
    ? `Hello ${alert.name},\n\n${what} is back in stock at Libas. You can order it here before it sells out again:\n${alert.product_url}\n\n` +
      'You asked us to tell you when it was back; this is the only message we send about it.'
    : `مرحباً ${alert.name}،\n\n${what} متوفر من جديد في لباس. يمكنك طلبه من هنا قبل نفاده مرة أخرى:\n${alert.product_url}\n\n` +
      'طلبت منا إخبارك عند توفره، وهذه الرسالة الوحيدة التي نرسلها بشأنه.';
  return { subject: `${MESSAGES.backInStockSubject[alert.lang]}: ${product}`, text };
}

/** Claims the due alerts and mails each once; answers how many went. A refused mail waits for the next delivery. */
export async function deliverDueAlerts(db: Db, mailer: Mailer, log?: FastifyBaseLogger): Promise<number> {
  let sent = 0;
  for (;;) {
    const result = await db.execute<Claimed>(sql`
      with claimed as (
        update stock_alerts set sent_at = now()
         where id in (select id from stock_alerts where due_at is not null and sent_at is null
                       order by due_at, id limit ${BATCH} for update skip locked)
        returning id, user_id, product_id, color, size, lang, product_url)
      select a.id, a.lang, a.size, a.product_url, u.email, u.name, p.name_ar as product_ar, p.name_en as product_en,
             c.name_ar as color_ar, c.name_en as color_en
        from claimed a
        join users u on u.id = a.user_id
        join products p on p.id = a.product_id
        left join colors c on c.key = a.color
       order by a.id`);
    const claimed = (result as unknown as { rows: Claimed[] }).rows;
    let refused = 0;
    for (const alert of claimed) {
      try {
        await mailer.send({ to: alert.email, ...alertMail(alert) });
        sent++;
      } catch (error) {
        refused++;
        log?.error({ err: error, alert: alert.id }, 'Sending a back-in-stock mail failed; it is tried again at the next delivery');
        await db.update(stockAlerts).set({ sentAt: null }).where(eq(stockAlerts.id, alert.id));
      }
    }
    // A full batch may have more behind it; a refused mail would only be claimed again now.
    if (claimed.length < BATCH || refused > 0) return sent;
  }
}
