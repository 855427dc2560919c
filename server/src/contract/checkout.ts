/**
 * Checkout contract (the contract's Shipping company, shipping-cost request and response, Checkout
 * payload, Order-submission response, Order status response, Address; "Shipping", "Placing an order").
 * TypeBox schemas; the SPA imports the types only, so no Node imports.
 *
 * - `GET /api/shipping-gates` → `ShippingGate[]`. The store's gates; `status` is true when a shopper
 *   may choose it (the SPA also requires the trader API's entry of that name to be true).
 * - `POST /api/calculate/shiping` `ShippingCostBody` → `ShippingCost` (SAR, the COD fee included
 *   when `cod`); an unknown gate or a city the gate does not serve → 422 `{ message }`.
 * - `POST /api/orders` (bearer, `Idempotency-Key` header) `CheckoutBody` → 201 `OrderPlaced`.
 *   400 for a field that is wrong, 409 `ConflictBody` when the cart, a price or the stock changed
 *   (with the fresh `total`, or the sold-out `product_id`), 422 for a gate, city or coupon that
 *   cannot be used, or a key reused with another body.
 * - `GET /api/orders/{id}/status` (bearer) → `OrderStatusResponse`, the caller's own orders only
 *   (404 otherwise); `GET /api/order/latest` (bearer) → `LatestOrderResponse`, the caller's newest
 *   order or `null` before their first (an API that keeps to the contract may answer 404 instead).
 * - The geocoder ("Map and geocoding"), `GET /search` and `GET /reverse` outside `/api`, answers
 *   `GeocoderPlace`s as Nominatim does.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './catalog';
import { PlacedOrder } from './accounts';
import { CartSpecs } from './cart';
import { DeliveryInput } from './addresses';

/** Text without NUL bytes, which PostgreSQL cannot store. */
const Text = (minLength: number, maxLength: number) => Type.String({ minLength, maxLength, pattern: '^[^\\u0000]*$' });

export const ShippingGate = Type.Object({
  /** Extension: the contract's shipping company is `name` and `status`. */
  id: Type.Optional(Type.Integer()),
  /** The company's value: `naqel`, `fastlo`, … */
  name: Type.String(),
  status: Type.Boolean(),
});
export type ShippingGate = Static<typeof ShippingGate>;

export const ShippingGateList = Type.Array(ShippingGate);
export type ShippingGateList = Static<typeof ShippingGateList>;

export const ShippingCostBody = Type.Object({
  /** naqel: a CityCode; fastlo: the city's English name. */
  city: Text(1, 80),
  cod: Type.Boolean(),
  shiping_gate: Text(1, 40),
});
export type ShippingCostBody = Static<typeof ShippingCostBody>;

export const ShippingCost = Type.Object({
  /** SAR, with the cash-on-delivery fee when `cod`. */
  shiping_cost: Type.Number(),
  /** Extension: the part of it that is the cash-on-delivery fee. */
  cod_fee: Type.Optional(Type.Number()),
  /** Extension: the delivery time, in business days from the order. */
  min_days: Type.Optional(Type.Integer()),
  max_days: Type.Optional(Type.Integer()),
});
export type ShippingCost = Static<typeof ShippingCost>;

export const CheckoutProduct = Type.Object({
  product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
  specs: CartSpecs,
});
export type CheckoutProduct = Static<typeof CheckoutProduct>;

export const CheckoutBody = Type.Object({
  /** naqel: a CityCode; fastlo: the state as the city, by its English name. */
  city: Text(0, 80),
  area: Text(0, 200),
  /** The picked address as the geocoder wrote it. */
  address: Text(0, 500),
  zip_code: Type.Optional(Text(0, 10)),
  /** Always SA: the shop ships within Saudi Arabia only. */
  country: Type.Optional(Text(0, 2)),
  /** The total the shopper saw (SAR); only compared with the server's ("Money"), never charged. */
  amount: Type.Number({ minimum: 0, maximum: 100_000_000 }),
  products: Type.Array(CheckoutProduct, { minItems: 1, maxItems: 100 }),
  cod: Type.Boolean(),
  /** A Saudi mobile, sent with the 966 prefix ("Forms"). */
  phone: Text(0, 20),
  /** Where a card payment returns the shopper ("Card payments"). */
  returnUrl: Type.Optional(Text(0, 2000)),
  shipping_gate: Text(0, 40),
  tracking_link_id: Type.Optional(Text(1, 100)),
  /** Extension: the coupon applied in the cart; the server checks it again. */
  coupon: Type.Optional(Text(0, 64)),
  /** Extension: the point picked on the map. */
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  /** Extension (capability `order-details`): the address's parts, from which `address`, `area` and `zip_code` were written. */
  delivery: Type.Optional(DeliveryInput),
});
export type CheckoutBody = Static<typeof CheckoutBody>;

/** The order's delivery (the contract's `shippment`, whose fields it does not list: all extensions). */
export const Shipment = Type.Object({
  id: Type.Optional(Type.Integer()),
  order_id: Type.Optional(Type.Integer()),
  shipping_gate: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  area: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  zip_code: Type.Optional(Nullable(Type.String())),
  phone: Type.Optional(Type.String()),
  cod: Type.Optional(Type.Boolean()),
  /** SAR, the COD fee included. */
  shiping_cost: Type.Optional(Type.Number()),
  cod_fee: Type.Optional(Type.Number()),
  /** Set once the carrier has created the shipment ("Tracking"). */
  tracking_number: Type.Optional(Nullable(Type.String())),
  created_at: Type.Optional(Type.String()),
});
export type Shipment = Static<typeof Shipment>;

/** A card payment ("Card payments"): entry 1 of the status response, whose presence alone the contract gives meaning; its fields are extensions. */
export const Payment = Type.Object({
  /** The gateway's payment id. */
  id: Type.Optional(Type.String()),
  /** initiated, paid or failed; extension: refunded, when it completed for an order that could no longer be paid. */
  status: Type.Optional(Type.String()),
  amount: Type.Optional(Type.Number()),
  currency: Type.Optional(Type.String()),
  /** Extension: the page to pay on, while the payment is open. */
  url: Type.Optional(Nullable(Type.String())),
  /** Extension: the gateway's reason when it failed. */
  message: Type.Optional(Nullable(Type.String())),
  /**
   * Extension: true while the shop is still closing the payment at the gateway after its order
   * failed or was rejected, and refunding it if it was paid all the same; its status may yet turn
   * to `refunded`, so the status page asks again until this is false.
   */
  closing: Type.Optional(Type.Boolean()),
});
export type Payment = Static<typeof Payment>;

/** Entry 3 of the status response: the public tracking page ("Tracking"). */
export const Tracking = Type.Object({ url_original: Type.String() });
export type Tracking = Static<typeof Tracking>;

/** "Calls the contract adds": `[order, payment | null, shipment | null, tracking | null]`. */
export const OrderStatusResponse = Type.Tuple([PlacedOrder, Nullable(Payment), Nullable(Shipment), Nullable(Tracking)]);
export type OrderStatusResponse = Static<typeof OrderStatusResponse>;

/** The caller's newest order in the status shape, or `null` for a shopper who has none: no order is no error. */
export const LatestOrderResponse = Nullable(OrderStatusResponse);
export type LatestOrderResponse = Static<typeof LatestOrderResponse>;

/** The contract's Order-submission response: `payment_url` is null for cash on delivery. */
export const OrderPlaced = Type.Object({
  payment_url: Nullable(Type.String()),
  order: PlacedOrder,
  shippment: Shipment,
});
export type OrderPlaced = Static<typeof OrderPlaced>;

/** A 409: what changed, so the page can show it. */
export const ConflictBody = Type.Object({
  message: Type.String(),
  /** The fresh total (SAR) when prices, the cart or shipping changed. */
  total: Type.Optional(Type.Number()),
  /** The product that ran out. */
  product_id: Type.Optional(Type.Integer()),
});
export type ConflictBody = Static<typeof ConflictBody>;

/** The contract's Address (lat, lon, display_name, address), in Nominatim's `format=json` shape; the rest are extensions. */
export const GeocoderAddress = Type.Record(Type.String(), Type.String());
export const GeocoderPlace = Type.Object({
  place_id: Type.Optional(Type.Integer()),
  licence: Type.Optional(Type.String()),
  lat: Type.String(),
  lon: Type.String(),
  class: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  place_rank: Type.Optional(Type.Integer()),
  importance: Type.Optional(Type.Number()),
  addresstype: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  display_name: Type.String(),
  address: Type.Optional(GeocoderAddress),
  boundingbox: Type.Optional(Type.Array(Type.String())),
});
export type GeocoderPlace = Static<typeof GeocoderPlace>;
