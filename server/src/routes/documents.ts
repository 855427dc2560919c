/**
 * Pages the API serves as HTML: the public tracking page of a shipment (R27) and an order's
 * printable simplified tax invoice (R26). Both speak the page's language (`?lng`, the shop's cookie,
 * else Accept-Language); the invoice shows both languages side by side, as Saudi invoices do.
 */
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { orderEvents, orderItems, orders, products, shipments, store } from '../db/schema';
import { pageLanguage, type Lang } from '../i18n';
import { PAGE_TEXT } from '../messages-pages';
import { formatSar } from '../services/money';
import { cityName } from '../services/shipping';
import { invoiceQrPng } from '../services/zatca';
import { Id } from './common';
import type { PrivateRoutePlugin } from './context';

const Lng = Type.Object({ lng: Type.Optional(Type.String({ maxLength: 5 })) });

/** Dates in Riyadh's time, with Latin digits (R31). */
const when = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(date);

const documentRoutes: PrivateRoutePlugin = async (app, { db, invoices }) => {
  const languageOf = (request: FastifyRequest) => pageLanguage((request.query as { lng?: string }).lng, request.headers);

  async function shop() {
    const [row] = await db.select({ ar: store.nameAr, en: store.nameEn, vat: store.vatNumber }).from(store).orderBy(asc(store.id)).limit(1);
    return row!;
  }

  async function missing(request: FastifyRequest, reply: FastifyReply, lang: Lang, heading: string, text: string) {
    const t = PAGE_TEXT[lang];
    const names = await shop();
    return reply.code(404).header('Cache-Control', 'no-store').view('missing', { lang, t, title: heading, shopName: lang === 'ar' ? names.ar : names.en, switchHref: `${request.url.split('?')[0]}?lng=${lang === 'ar' ? 'en' : 'ar'}`, heading, text });
  }

  app.get<{ Params: { number: string }; Querystring: { lng?: string } }>(
    '/tracking/:number',
    {
      schema: {
        tags: ['orders'],
        summary: 'The public tracking page of a shipment (HTML): carrier, destination city and the timeline',
        params: Type.Object({ number: Type.String({ maxLength: 40 }) }),
        querystring: Lng,
      },
    },
    async (request, reply) => {
      const lang = languageOf(request);
      const t = PAGE_TEXT[lang];
      const number = request.params.number.trim().toUpperCase();
      const [found] = await db
        .select({ orderId: orders.id, gate: shipments.gate, city: orders.city })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(eq(shipments.trackingNumber, number));
      if (!found) return missing(request, reply, lang, t.tracking.missing, t.tracking.missingText);
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, found.orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
      const names = await shop();
      return reply.header('Cache-Control', 'no-store').view('tracking', {
        lang,
        t,
        title: t.tracking.title,
        shopName: lang === 'ar' ? names.ar : names.en,
        switchHref: `/api/tracking/${number}?lng=${lang === 'ar' ? 'en' : 'ar'}`,
        number,
        carrier: t.gates[found.gate] ?? found.gate,
        destination: cityName(found.gate, found.city ?? '', lang),
        events: events.map((event) => ({ label: t.tracking.statuses[event.status] ?? event.status, iso: event.createdAt.toISOString(), when: when(event.createdAt, lang) })),
      });
    },
  );

  app.get<{ Params: { id: number }; Querystring: { token?: string; lng?: string } }>(
    '/orders/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        summary: "An order's printable simplified tax invoice (HTML), by the signed link of its order answer",
        params: Type.Object({ id: Id('Order id') }),
        querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })), lng: Type.Optional(Type.String({ maxLength: 5 })) }),
      },
    },
    async (request, reply) => {
      const lang = languageOf(request);
      const orderId = request.params.id;
      const [order] = invoices.verify(orderId, request.query.token ?? '') ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
      if (!order?.invoiceQr) return missing(request, reply, lang, PAGE_TEXT[lang].invoice.missing, '');
      const items = await db
        .select({ quantity: orderItems.quantity, price: orderItems.priceHalalas, nameAr: products.nameAr, nameEn: products.nameEn, color: orderItems.color, size: orderItems.size })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(and(eq(orderItems.orderId, orderId)))
        .orderBy(asc(orderItems.id));
      const names = await shop();
      const sar = (halalas: number) => formatSar(halalas, lang);
      const totals = [
        { ar: 'المجموع الفرعي', en: 'Subtotal', amount: sar(order.subtotalHalalas) },
        ...(order.discountAmountHalalas > 0 ? [{ ar: 'الخصم', en: 'Discount', amount: `−${sar(order.discountAmountHalalas)}` }] : []),
        { ar: 'ضريبة القيمة المضافة 15%', en: 'VAT 15%', amount: sar(order.vatHalalas) },
        ...(order.shippingCostHalalas > 0 ? [{ ar: 'الشحن', en: 'Shipping', amount: sar(order.shippingCostHalalas) }] : []),
        { ar: 'الإجمالي شامل الضريبة', en: 'Total with VAT', amount: sar(order.totalPriceHalalas + order.shippingCostHalalas), grand: true },
      ];
      const qr = `data:image/png;base64,${(await invoiceQrPng(order.invoiceQr)).toString('base64')}`;
      return reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer').view('invoice', {
        lang,
        t: PAGE_TEXT[lang],
        title: lang === 'ar' ? `فاتورة ضريبية ${orderId}` : `Tax invoice ${orderId}`,
        shopName: lang === 'ar' ? names.ar : names.en,
        switchHref: null,
        seller: { ar: names.ar, en: names.en },
        vatNumber: names.vat,
        number: String(order.id),
        issued: new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Asia/Riyadh' }).format(order.createdAt),
        items: items.map((item) => ({
          nameAr: [item.nameAr, item.color, item.size].filter(Boolean).join(' · '),
          nameEn: [item.nameEn, item.color, item.size].filter(Boolean).join(' · '),
          quantity: item.quantity,
          unit: sar(item.price),
          total: sar(item.price * item.quantity),
        })),
        totals,
        qr,
        qrAlt: lang === 'ar' ? 'رمز QR للفاتورة الضريبية' : 'QR code of the tax invoice',
      });
    },
  );
};

export default documentRoutes;
