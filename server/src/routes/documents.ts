/**
 * Pages the API serves as HTML: the public tracking page of a shipment and an order's printable
 * simplified tax invoice. Both speak the page's language (`?lng`, the shop's cookie, else
 * Accept-Language); the invoice shows both languages side by side, as Saudi invoices do.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Lang } from '@shared/lang';
import { pageLanguage } from '../i18n';
import { PAGE_TEXT } from '../messages/pages';
import { formatSar, VAT_PERCENT, withVat } from '../services/money';
import { orderRow, shipmentTimeline } from '../services/order-pages';
import { deliveryOf, itemsOf, lineOptions, orderNumber } from '../services/orders';
import { cityName } from '../services/shipping';
import { storeRows } from '../services/store';
import { invoiceQrPng } from '../services/zatca';
import { OWN_PAGE_HELMET } from '../plugins/security';
import { Id } from './common';
import type { PrivateRoutePlugin } from '../plugins/route-context';

const Lng = Type.Object({ lng: Type.Optional(Type.String({ maxLength: 5 })) });

/** Dates in Riyadh's time, with Latin digits as the shop writes every number. */
const when = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(date);

/** The shop's home, on its configured origin. */
const shopHome = (config: Config) => `${config.publicUrl}/`;

type InvoiceText = (typeof PAGE_TEXT)['en']['invoice'];
type Labelled = Pick<InvoiceText, Exclude<keyof InvoiceText, 'missing'>>;

/** A row of the invoice: its label in both languages and its value. */
const labelled = (key: keyof Labelled, value: string, extra: { ltr?: boolean; rate?: string; grand?: boolean; note?: boolean; pair?: { ar: string; en: string } } = {}) => ({
  ar: PAGE_TEXT.ar.invoice[key],
  en: PAGE_TEXT.en.invoice[key],
  value,
  ...extra,
});

/** How the order was paid, by the card's network when the gateway named it ("Card payments"). */
function paidWith(cod: boolean, network: string | null): keyof Labelled {
  if (cod) return 'paidCash';
  if (network === 'mada') return 'paidMada';
  if (network === 'visa') return 'paidVisa';
  if (network === 'mastercard') return 'paidMastercard';
  return 'paidCard';
}

const documentRoutes: PrivateRoutePlugin = async (app, { db, config, invoices }) => {
  const languageOf = (request: FastifyRequest) => pageLanguage((request.query as { lng?: string }).lng, request.headers);

  async function shop() {
    const [row] = await storeRows(db);
    // A shop whose store details are not set yet still has its pages, unnamed.
    return { ar: row?.nameAr ?? '', en: row?.nameEn ?? '', vat: row?.vatNumber ?? '' };
  }

  async function missing(request: FastifyRequest, reply: FastifyReply, lang: Lang, heading: string, text: string) {
    const t = PAGE_TEXT[lang];
    const names = await shop();
    return reply.code(404).header('Cache-Control', 'no-store').view('missing', { lang, t, title: heading, shopName: lang === 'ar' ? names.ar : names.en, switchHref: `${request.url.split('?')[0]}?lng=${lang === 'ar' ? 'en' : 'ar'}`, heading, text });
  }

  app.get<{ Params: { number: string }; Querystring: { lng?: string } }>(
    '/tracking/:number',
    {
      helmet: OWN_PAGE_HELMET,
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
      const found = await shipmentTimeline(db, number);
      if (!found) return missing(request, reply, lang, t.tracking.missing, t.tracking.missingText);
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
        events: found.events.map((event) => ({ label: t.tracking.statuses[event.status] ?? event.status, iso: event.createdAt.toISOString(), when: when(event.createdAt, lang) })),
      });
    },
  );

  app.get<{ Params: { id: number }; Querystring: { token?: string; lng?: string } }>(
    '/orders/:id/invoice',
    {
      helmet: OWN_PAGE_HELMET,
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
      const order = invoices.verify(orderId, request.query.token ?? '') ? await orderRow(db, orderId) : undefined;
      if (!order?.invoiceQr) return missing(request, reply, lang, PAGE_TEXT[lang].invoice.missing, '');
      const items = await itemsOf(db, [orderId]);
      const names = await shop();
      const sar = (halalas: number) => formatSar(halalas, lang);
      // The same amounts as the QR: the total charged and the VAT within it.
      const total = order.totalPriceHalalas + order.shippingCostHalalas;
      const totals = [
        labelled('productsTotal', sar(order.subtotalHalalas)),
        ...(order.discountAmountHalalas > 0 ? [labelled('discount', sar(-order.discountAmountHalalas))] : []),
        labelled('shipping', sar(order.shippingCostHalalas)),
        ...(order.codFeeHalalas > 0 ? [labelled('codFee', sar(order.codFeeHalalas), { note: true })] : []),
        labelled('totalBeforeVat', sar(total - order.vatHalalas)),
        labelled('vat', sar(order.vatHalalas), { rate: `${VAT_PERCENT}%` }),
        labelled('totalWithVat', sar(total), { grand: true }),
      ];
      // Orders placed before the address had parts keep it in one line.
      const delivery = deliveryOf(order);
      const address = (
        delivery
          ? [
              labelled('recipient', delivery.recipient),
              labelled('street', delivery.street),
              labelled('buildingNumber', delivery.building_number, { ltr: true }),
              labelled('district', delivery.district),
              labelled('city', delivery.city),
              labelled('postcode', delivery.postcode, { ltr: true }),
              labelled('shortAddress', delivery.short_address ?? '', { ltr: true }),
              labelled('directions', delivery.directions ?? ''),
            ]
          : [labelled('address', order.address ?? ''), labelled('postcode', order.zipCode ?? '', { ltr: true })]
      ).filter((row) => row.value.trim() !== '');
      const number = orderNumber(order.id);
      const method = paidWith(order.cod, order.cardNetwork);
      const qr = `data:image/png;base64,${(await invoiceQrPng(order.invoiceQr)).toString('base64')}`;
      return reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer').view('invoice', {
        lang,
        t: PAGE_TEXT[lang],
        ar: PAGE_TEXT.ar.invoice,
        en: PAGE_TEXT.en.invoice,
        title: `${PAGE_TEXT[lang].invoice.pageTitle} ${number}`,
        shopName: lang === 'ar' ? names.ar : names.en,
        switchHref: null,
        home: shopHome(config),
        number,
        details: [
          labelled('seller', names.en, { pair: { ar: names.ar, en: names.en } }),
          labelled('vatNumber', names.vat, { ltr: true }),
          labelled('date', new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Asia/Riyadh' }).format(order.createdAt), { ltr: true }),
          labelled('paymentMethod', PAGE_TEXT.en.invoice[method], { pair: { ar: PAGE_TEXT.ar.invoice[method], en: PAGE_TEXT.en.invoice[method] } }),
        ],
        address,
        items: items.map((item) => {
          // The unit price is kept before VAT; the shopper saw it with VAT, and the invoice says so.
          const unit = withVat(item.priceHalalas);
          const options = lineOptions(item);
          return {
            nameAr: item.nameAr,
            nameEn: item.nameEn,
            options: options.map((option) => ({ ar: PAGE_TEXT.ar.invoice[option.key], en: PAGE_TEXT.en.invoice[option.key], valueAr: option.label, valueEn: option.label_en })),
            quantity: item.quantity,
            unit: sar(unit),
            total: sar(unit * item.quantity),
          };
        }),
        totals,
        qr,
        qrAlt: PAGE_TEXT[lang].invoice.qrAlt,
      });
    },
  );
};

export default documentRoutes;
