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

/**
 * Puts `quantity` units of the product (its first colour and size) in the cart, then orders them,
 * naqel to Riyadh, in `lang`. Answers the order as placed and the payable total in halalas.
 */
export async function placeOrder(app: FastifyInstance, db: Db, token: string, options: { productId: number; quantity?: number; cod?: boolean; lang?: 'ar' | 'en' }) {
  const { productId, quantity = 1, cod = true, lang = 'en' } = options;
  const { product, specs } = await addToCart(app, db, token, productId, quantity);
  const payable = payableHalalas([{ priceHalalas: product.salePriceHalalas, quantity }], 0, naqelRiyadh(cod));
  const placed = await postJson<OrderPlaced>(
    app,
    '/api/orders',
    {
      city: 'RUH',
      area: 'Al Olaya',
      address: 'Al Olaya, Riyadh',
      zip_code: '12211',
      amount: toSar(payable),
      products: [{ product_id: productId, quantity, specs }],
      cod,
      phone: '501234567',
      returnUrl: 'http://localhost:5173/payment-status',
      shipping_gate: 'naqel',
    },
    { token, lang, headers: { 'idempotency-key': randomUUID() } },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { placed: placed.body, payable };
}
