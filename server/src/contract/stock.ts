/**
 * Stock per option and back-in-stock alerts (capabilities `stock-per-size`
 * and `alerts`). Beyond the contract: a SPA uses these only when the first store-info entry lists the
 * capability. TypeBox schemas, no Node imports.
 *
 * Semantics (capability `alerts`, all with the bearer token):
 * - `POST /api/stock-alerts` with `StockAlertBody`: asks to be mailed when that option (product,
 *   colour, size) is back. Only for a sold-out option (409 while it is in stock); one waiting alert
 *   per shopper and option, so a repeat answers the same alert (200; 201 when it is new).
 * - `GET /api/stock-alerts` → `{ data: StockAlert[] }`, the caller's alerts, newest first.
 * - `DELETE /api/stock-alerts/{id}` → `{ message }`; another user's or an unknown alert → 404.
 * When the option's stock goes from 0 to more, each waiting alert's mail goes once, in the
 * language the shopper asked in, with the product's link; the alert then has `sent_at`.
 *
 * The trader (X-Trader-Key) sets an option's stock with `PUT /api/trader/products/{id}/stock`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './catalog';

/** Colour and size as the cart takes them (contract/cart.ts `CartSpecs`): absent where the product has none. */
const OptionFields = {
  color: Type.Optional(Type.String({ maxLength: 60, description: "A colour key of the product's specs; absent or '' when it has none" })),
  size: Type.Optional(Type.String({ maxLength: 60, description: "A size of the product's specs; absent or '' when it has none" })),
};

export const StockAlertBody = Type.Object({ product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), ...OptionFields });
export type StockAlertBody = Static<typeof StockAlertBody>;

export const StockAlert = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  /** '' where the product has no colours. */
  color: Type.String(),
  /** '' where the product has no sizes. */
  size: Type.String(),
  created_at: Type.String(),
  /** When the back-in-stock mail went; null while the alert waits. */
  sent_at: Nullable(Type.String()),
});
export type StockAlert = Static<typeof StockAlert>;

export const StockAlertResponse = Type.Object({ message: Type.String(), data: StockAlert });
export type StockAlertResponse = Static<typeof StockAlertResponse>;

export const StockAlertList = Type.Object({ data: Type.Array(StockAlert) });
export type StockAlertList = Static<typeof StockAlertList>;

export const OptionStockBody = Type.Object({
  ...OptionFields,
  stock: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Units of this colour and size on hand' }),
});
export type OptionStockBody = Static<typeof OptionStockBody>;

export const OptionStockResponse = Type.Object({
  product_id: Type.Integer(),
  color: Type.String(),
  size: Type.String(),
  stock: Type.Integer(),
  /** The product's total stock afterwards (its `quantity`). */
  quantity: Type.Integer(),
  /** Back-in-stock mails sent by this change. */
  alerts_sent: Type.Integer(),
});
export type OptionStockResponse = Static<typeof OptionStockResponse>;
