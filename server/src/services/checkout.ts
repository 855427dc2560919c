/**
 * Placing an order (docs/product.md: "Prices and VAT", "Delivery address", "Stock", "Unpaid card orders").
 *
 * Everything the client sends is checked, and every amount is recomputed from the server's own
 * prices, coupon and rate table; the client's `amount` only detects a stale page (409 with the fresh
 * total). One transaction then refuses a cash order while the shopper has too many waiting, fails
 * the shopper's earlier unpaid card order when this is a card order, writes the order, its items,
 * its first status and its shipment, takes the stock (a concurrent buyer of the last unit gets a
 * 409 naming it), counts the coupon's use, removes the ordered cart lines and keeps a new delivery
 * address. A repeated `Idempotency-Key` answers the order it made.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CheckoutBody, OrderPlaced } from '../contract/checkout';
import type { Db } from '../db/client';
import { cartItems, coupons, orderEvents, orderItems, orders, payments, products, shipments, users } from '../db/schema';
import type { Lang } from '@shared/lang';
import { HttpError, requiredText } from '../http-error';
import { specsProblem } from './cart';
import { findUsableCoupon } from './coupons';
import { checkDelivery, rememberAddress } from './addresses';
import { orderTotals, toHalalas, toSar } from './money';
import { findOrder, orderNumber, type OrderLinks } from './orders';
import { DEMO_STEP_SECONDS, EXPIRY_DELAY_SECONDS, type CardPayments } from './card-payments';
import { enqueueJob } from './jobs';
import type { Metrics, OrderOutcome } from './metrics';
import { moveOrder } from './order-life';
import { checkShippingCity, quoteShipping } from './shipping';
import { byOption, MAX_UNITS_PER_OPTION, takeOptionStock } from './stock';
import { storeRows } from './store';
import { invoiceQrPayload } from './zatca';
import { normalizeSaudiMobile } from './phone';

const ZIP = /^\d{5}(-?\d{4})?$/;
const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;
const TRACKING_LINK_ID = /^[\w-]{1,100}$/;

/**
 * The most cash orders a shopper may have waiting for the trader ("Stock"): each holds its stock
 * until the trader confirms it or it expires (order-life.ts), so one account cannot hold a
 * product's whole stock with orders it never means to receive.
 */
export const MAX_WAITING_CASH_ORDERS = 2;

/** The body's digest, independent of key order, so a retry of the same request matches. */
function requestHash(body: CheckoutBody): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

/** The body's fields, checked one by one with the messages of "Forms", before anything is read. */
function checkFields(body: CheckoutBody, returnOrigins: readonly string[]) {
  const phone = normalizeSaudiMobile(requiredText(body.phone, 'checkoutPhoneRequired'));
  if (!phone) throw new HttpError(400, 'phoneInvalid');
  const gate = requiredText(body.shipping_gate, 'gateRequired');
  const city = requiredText(body.city, 'cityRequired');
  const address = requiredText(body.address, 'addressRequired');
  const area = body.area.trim() || city;
  // The address's parts, when sent, are checked as a saved address's are; the postcode is theirs,
  // and the shipping city must be where they are. Without them, the order goes to its `city`.
  const delivery = body.delivery ? checkDelivery(body.delivery) : null;
  if (delivery) checkShippingCity(city, delivery);
  const zip = delivery?.postcode ?? body.zip_code?.trim() ?? '';
  if (zip === '') throw new HttpError(400, 'zipRequired');
  if (!ZIP.test(zip)) throw new HttpError(400, 'zipInvalid');
  if (body.country !== undefined && body.country.trim().toUpperCase() !== 'SA') throw new HttpError(400, 'countryUnsupported');
  if (body.tracking_link_id !== undefined && !TRACKING_LINK_ID.test(body.tracking_link_id)) throw new HttpError(400, 'invalidParam', 'tracking_link_id');
  let returnUrl: string | null = null;
  if (body.returnUrl !== undefined && body.returnUrl.trim() !== '') {
    const url = URL.canParse(body.returnUrl) ? new URL(body.returnUrl) : null;
    // Only back to the shop: a payment page must never send a shopper somewhere else.
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !returnOrigins.includes(url.origin)) throw new HttpError(400, 'returnUrlInvalid');
    returnUrl = url.href;
  }
  const lines = body.products.map((line) => ({
    productId: line.product_id,
    quantity: line.quantity,
    color: line.specs.color?.trim() ?? '',
    size: line.specs.size?.trim() ?? '',
  }));
  const keys = new Set(lines.map((line) => `${line.productId}|${line.color}|${line.size}`));
  if (keys.size !== lines.length) throw new HttpError(400, 'duplicateLine');
  // One line per option, so this is the order's whole quantity of it.
  if (lines.some((line) => line.quantity > MAX_UNITS_PER_OPTION)) throw new HttpError(400, 'quantityOverLimit');
  return { phone, gate, city, address, area, zip, delivery, returnUrl, lines, coupon: body.coupon?.trim() ?? '' };
}

export interface PlaceOrderInput {
  userId: number;
  lang: Lang;
  /** The Idempotency-Key header, when sent: one order per key. */
  idempotencyKey: string | undefined;
  body: CheckoutBody;
  /** The origins a card payment may return the shopper to: the shop's own. */
  returnOrigins: readonly string[];
  /** This API's public origin, for the gateway ("The shop's origins"). */
  apiOrigin: string;
  links: OrderLinks;
}

export interface CheckoutServices {
  cardPayments: CardPayments;
  /** The demo carrier confirms cash orders by itself. */
  demoCarrier: boolean;
  /** Counts each checkout by its payment method and outcome. */
  metrics?: Pick<Metrics, 'orderPlaced'>;
}

export interface PlacedResult {
  placed: OrderPlaced;
  /** True when the key had already placed this order and it is answered again. */
  replayed: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Answers the order a key already placed, if the same request placed it; a different request with the key is refused. */
async function replay(db: Db, userId: number, key: string, hash: string, links: OrderLinks): Promise<PlacedResult | null> {
  const [existing] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!existing) return null;
  if (existing.requestHash !== hash) throw new HttpError(422, 'idempotencyMismatch');
  return { placed: await placedView(db, userId, existing.id, links), replayed: true };
}

/** The placed order as checkout answers it, with the page to pay on while a card payment is open. */
async function placedView(db: Db, userId: number, orderId: number, links: OrderLinks): Promise<OrderPlaced> {
  const found = await findOrder(db, userId, orderId, links);
  if (!found?.shipment) throw new Error(`Order ${orderId} has no shipment`);
  const open = found.order.status === 'pending' && found.payment?.status === 'initiated';
  return { payment_url: open ? found.payment!.paymentUrl : null, order: found.order, shippment: found.shipment };
}

/** The gateway returns the shopper to `returnUrl` with the order's id added. */
function withOrderId(returnUrl: string, orderId: number): string {
  const url = new URL(returnUrl);
  url.searchParams.set('order_id', String(orderId));
  return url.href;
}

/** How a checkout that threw ended, for the metrics: the reasons a shopper is told, or the server's failure. */
function outcomeOf(error: unknown): OrderOutcome {
  if (!(error instanceof HttpError)) return 'error';
  if (error.key === 'soldOut') return 'sold_out';
  if (error.key === 'cartChanged' || error.key === 'totalChanged') return 'stale';
  if (error.key === 'paymentUnavailable') return 'payment_unavailable';
  return error.statusCode < 500 ? 'refused' : 'error';
}

/** Places the order, counting the checkout (an answer replayed for its key is not a new one). */
export async function placeOrder(db: Db, services: CheckoutServices, input: PlaceOrderInput): Promise<PlacedResult> {
  const method = input.body.cod ? 'cash' : 'card';
  try {
    const result = await placeOnce(db, services, input);
    if (!result.replayed) services.metrics?.orderPlaced(method, 'placed');
    return result;
  } catch (error) {
    services.metrics?.orderPlaced(method, outcomeOf(error));
    throw error;
  }
}

async function placeOnce(db: Db, services: CheckoutServices, input: PlaceOrderInput): Promise<PlacedResult> {
  const { body, userId, lang } = input;
  const key = input.idempotencyKey?.trim() || null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, 'idempotencyKeyInvalid');
  const fields = checkFields(body, input.returnOrigins);
  // A card order needs somewhere to pay; without a gateway only cash on delivery is offered.
  if (!body.cod && !services.cardPayments.gateway) throw new HttpError(422, 'cardUnavailable');
  if (!body.cod && !fields.returnUrl) throw new HttpError(400, 'returnUrlInvalid');
  const hash = requestHash(body);
  if (key !== null) {
    const earlier = await replay(db, userId, key, hash, input.links);
    if (earlier) return earlier;
  }
  // An earlier unpaid card order is about to fail: if the shopper paid it meanwhile, the gateway's
  // record says so now, and it stays paid.
  if (!body.cod) {
    for (const id of await unpaidCardOrders(db, userId)) {
      // A gateway that does not answer now leaves the order to fail below, as its expiry would.
      await services.cardPayments.sync(id).catch(() => undefined);
    }
  }

  let orderId: number;
  let payable: number;
  let replaced: number[];
  try {
    ({ orderId, payable, replaced } = await db.transaction((tx) => writeOrder(tx, { ...input, key, hash, fields, demoCarrier: services.demoCarrier })));
  } catch (error) {
    // Another request with the same key got there first (a double click), and took the cart lines
    // or the key: answer its order.
    if (key !== null) {
      const earlier = await replay(db, userId, key, hash, input.links);
      if (earlier) return earlier;
    }
    throw error;
  }
  // The earlier orders' payment pages must take no card now that the orders have failed.
  for (const id of replaced) await services.cardPayments.closeSoon(id);
  if (!body.cod) {
    await services.cardPayments.start({
      orderId,
      amountHalalas: payable,
      returnUrl: withOrderId(fields.returnUrl!, orderId),
      // The readable number, as the status page, the profile and the invoice show it.
      description: `${lang === 'en' ? 'Order' : 'الطلب'} ${orderNumber(orderId)}`,
      apiOrigin: input.apiOrigin,
      lang,
    });
  }
  return { placed: await placedView(db, userId, orderId, input.links), replayed: false };
}

type Fields = ReturnType<typeof checkFields>;

/** The ids of the shopper's card orders that wait for their payment. */
async function unpaidCardOrders(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.cod, false), eq(orders.status, 'pending')))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/**
 * A shopper has at most one unpaid card order (docs/product.md, "Unpaid card orders"): a new one
 * fails the earlier ones first, so their stock and coupon use come back before this order takes
 * its own. Runs under the shopper's row lock, so two card checkouts at once cannot both keep one.
 * Answers their ids: their payments are closed at the gateway once this commits.
 */
async function failUnpaidCardOrders(tx: Tx, userId: number): Promise<number[]> {
  const ids = await unpaidCardOrders(tx, userId);
  for (const id of ids) {
    await tx
      .update(payments)
      .set({ status: 'failed', message: 'replaced by a newer order', updatedAt: sql`now()` })
      .where(and(eq(payments.orderId, id), eq(payments.status, 'initiated')));
    await moveOrder(tx, id, 'failed', 'pending');
  }
  return ids;
}

/**
 * Refuses a cash order while the shopper has `MAX_WAITING_CASH_ORDERS` waiting for the trader.
 * Counted under the shopper's row lock, so two checkouts at once cannot both be the one too many.
 */
async function checkWaitingCashOrders(tx: Tx, userId: number): Promise<void> {
  const waiting = await tx.$count(orders, and(eq(orders.userId, userId), eq(orders.cod, true), eq(orders.status, 'pending')));
  if (waiting >= MAX_WAITING_CASH_ORDERS) throw new HttpError(422, 'cashOrdersWaiting');
}

async function writeOrder(
  tx: Tx,
  { userId, lang, body, key, hash, fields, demoCarrier }: PlaceOrderInput & { key: string | null; hash: string; fields: Fields; demoCarrier: boolean },
): Promise<{ orderId: number; payable: number; replaced: number[] }> {
  // The shopper's row is locked first, so their checkouts run one at a time; the cart lines too, so a
  // second checkout of the same cart waits and then finds them gone.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (body.cod) await checkWaitingCashOrders(tx, userId);
  const replaced = body.cod ? [] : await failUnpaidCardOrders(tx, userId);
  const cart = await tx
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity, color: cartItems.color, size: cartItems.size })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id))
    .for('update');
  const ordered = fields.lines.map((line) => {
    const match = cart.find((c) => c.productId === line.productId && c.color === line.color && c.size === line.size);
    if (!match || match.quantity !== line.quantity) throw new HttpError(409, 'cartChanged');
    return { ...line, cartLineId: match.id };
  });

  const productIds = [...new Set(ordered.map((line) => line.productId))].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: products.id, nameAr: products.nameAr, nameEn: products.nameEn, price: products.salePriceHalalas, colors: products.colors, sizes: products.sizes })
    .from(products)
    .where(inArray(products.id, productIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const priced = ordered.map((line) => {
    const product = byId.get(line.productId);
    // The product left the catalogue, or lost the colour or size, since it went into the cart.
    if (!product || specsProblem(product, line.color, line.size)) throw new HttpError(409, 'cartChanged');
    return { ...line, priceHalalas: product.price };
  });

  let coupon: { id: number; discount: number } | null = null;
  if (fields.coupon !== '') {
    try {
      coupon = await findUsableCoupon(tx, fields.coupon, userId);
    } catch (error) {
      // An unknown code is as unusable as an expired one: the order cannot be placed with it.
      if (error instanceof HttpError && error.statusCode === 404) throw new HttpError(422, error.key);
      throw error;
    }
  }

  const shipping = await quoteShipping(tx, { gate: fields.gate, city: fields.city, cod: body.cod });
  const totals = orderTotals(priced, coupon?.discount ?? 0, shipping);
  const payable = totals.total;
  if (toHalalas(body.amount) !== payable) throw new HttpError(409, 'totalChanged', undefined, { total: toSar(payable) });

  const [seller] = await storeRows(tx);
  const placedAt = new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      status: 'pending',
      subtotalHalalas: totals.items,
      discountAmountHalalas: totals.discount,
      vatHalalas: totals.vat,
      totalPriceHalalas: totals.items - totals.discount,
      shippingCostHalalas: totals.shipping,
      codFeeHalalas: totals.codFee,
      couponId: coupon?.id ?? null,
      cod: body.cod,
      phone: fields.phone,
      city: shipping.city,
      area: fields.area,
      address: fields.address,
      zipCode: fields.zip,
      country: 'SA',
      lat: body.lat ?? null,
      lon: body.lon ?? null,
      recipient: fields.delivery?.recipient ?? null,
      region: fields.delivery?.region || null,
      deliveryCity: fields.delivery?.city ?? null,
      district: fields.delivery?.district ?? null,
      street: fields.delivery?.street ?? null,
      buildingNumber: fields.delivery?.buildingNumber ?? null,
      shortAddress: fields.delivery?.shortAddress ?? null,
      directions: fields.delivery?.directions ?? null,
      shippingGate: shipping.gate,
      trackingLinkId: body.tracking_link_id ?? null,
      returnUrl: fields.returnUrl,
      idempotencyKey: key,
      requestHash: hash,
      invoiceQr: invoiceQrPayload({
        sellerName: seller?.nameAr ?? '',
        vatNumber: seller?.vatNumber ?? '',
        time: placedAt,
        totalWithVatHalalas: payable,
        vatHalalas: totals.vat,
      }),
      qrToken: randomBytes(16).toString('base64url'),
      createdAt: placedAt,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;

  // Stock is taken here from each line's option (its colour and size), in option order
  // so that concurrent orders lock rows alike; the option's last unit goes to one buyer only, and
  // the product's total follows by trigger (services/stock.ts).
  for (const line of [...priced].sort(byOption)) {
    if (!(await takeOptionStock(tx, line, line.quantity))) {
      const product = byId.get(line.productId)!;
      throw new HttpError(409, 'soldOut', lang === 'en' ? product.nameEn : product.nameAr, { product_id: line.productId });
    }
  }
  for (const productId of productIds) {
    const quantity = priced.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);
    await tx
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${quantity}` })
      .where(eq(products.id, productId));
  }

  await tx.insert(orderItems).values(
    priced.map((line) => ({ orderId, productId: line.productId, quantity: line.quantity, priceHalalas: line.priceHalalas, color: line.color, size: line.size })),
  );
  await tx.insert(orderEvents).values({ orderId, status: 'pending', createdAt: placedAt });
  await tx.insert(shipments).values({ orderId, gate: shipping.gate, createdAt: placedAt });

  if (coupon) {
    const counted = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.id, coupon.id), sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`))
      .returning({ id: coupons.id });
    if (counted.length === 0) throw new HttpError(422, 'couponUsedUp');
  }

  // The next checkout starts from this address.
  if (fields.delivery) await rememberAddress(tx, userId, { ...fields.delivery, phone: fields.phone, lat: body.lat ?? null, lon: body.lon ?? null });

  if (body.cod) {
    // A cash order empties its lines now; a card order keeps them until it is paid.
    await tx.delete(cartItems).where(inArray(cartItems.id, ordered.map((line) => line.cartLineId)));
    if (demoCarrier) await enqueueJob(tx, 'demo-confirm', orderId, DEMO_STEP_SECONDS);
  } else {
    // A card order not paid in time fails and gives its stock back. Scheduled with the order, so
    // that no crash can leave the stock held.
    await enqueueJob(tx, 'expire-card-payment', orderId, EXPIRY_DELAY_SECONDS);
  }
  return { orderId, payable, replaced };
}
