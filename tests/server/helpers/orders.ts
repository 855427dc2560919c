/** Orders placed through the API as the SPA places them: a cart line, then checkout. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddCartItemResponse } from '../../../server/src/contract/cart';
import type { OrderPlaced } from '../../../server/src/contract/checkout';
import type { Db } from '../../../server/src/db/client';
import { products } from '../../../server/src/db/schema';
import { orderTotals, toSar } from '../../../server/src/services/money';
import { postJson } from './accounts';

/** naqel to Riyadh in the seeded rate table: 15 SAR, and 10 SAR more for cash on delivery, before VAT. */
export const naqelRiyadh = (cod: boolean) => ({ deliveryHalalas: 1_500, codFeeHalalas: cod ? 1_000 : 0 });

/** What the server charges for these lines, coupon and carrier charges, in halalas (VAT included). */
export const payableHalalas = (
  lines: readonly { priceHalalas: number; quantity: number }[],
  couponPercent: number,
  charges: { deliveryHalalas: number; codFeeHalalas: number },
) => orderTotals(lines, couponPercent, charges).total;

/** Puts `quantity` units of the product, in its first colour and size, in the cart; answers the line. */
export async function addToCart(app: FastifyInstance, db: Db, token: string, productId: number, quantity = 1) {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new Error(`No product ${productId}`);
  const specs = { color: product.colors[0], size: product.sizes[0] };
  const added = await postJson<Required<AddCartItemResponse>>(app, '/api/cart', { product_id: productId, quantity, specs }, { token });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { line: added.body.data, product, specs };
}

export interface OrderLine {
  product: typeof products.$inferSelect;
  quantity: number;
  specs: { color?: string; size?: string };
}

/**
 * Orders the lines (already in the cart), naqel to Riyadh, cash on delivery unless said, in `lang`,
 * with the total the server will charge. Answers the API's answer as it is, whatever its status.
 */
export function orderLines(
  app: FastifyInstance,
  token: string,
  lines: readonly OrderLine[],
  { cod = true, lang = 'en', coupon }: { cod?: boolean; lang?: 'ar' | 'en'; coupon?: { name: string; percent: number } } = {},
) {
  const payable = payableHalalas(
    lines.map(({ product, quantity }) => ({ priceHalalas: product.salePriceHalalas, quantity })),
    coupon?.percent ?? 0,
    naqelRiyadh(cod),
  );
  return postJson<OrderPlaced>(
    app,
    '/api/orders',
    {
      city: 'RUH',
      area: 'Al Olaya',
      address: 'Al Olaya, Riyadh',
      zip_code: '12211',
      amount: toSar(payable),
      products: lines.map(({ product, quantity, specs }) => ({ product_id: product.id, quantity, specs })),
      cod,
      phone: '501234567',
      returnUrl: 'http://localhost:5173/payment-status',
      shipping_gate: 'naqel',
      ...(coupon ? { coupon: coupon.name } : {}),
    },
    { token, lang, headers: { 'idempotency-key': randomUUID() } },
  ).then((answer) => ({ ...answer, payable }));
}

/**
 * Puts `quantity` units of the product (its first colour and size) in the cart, then orders them,
 * naqel to Riyadh, in `lang`. Answers the order as placed and the payable total in halalas.
 */
export async function placeOrder(app: FastifyInstance, db: Db, token: string, options: { productId: number; quantity?: number; cod?: boolean; lang?: 'ar' | 'en' }) {
  const { productId, quantity = 1, cod = true, lang = 'en' } = options;
  const { product, specs } = await addToCart(app, db, token, productId, quantity);
  const placed = await orderLines(app, token, [{ product, quantity, specs }], { cod, lang });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { placed: placed.body, payable: placed.payable };
}
