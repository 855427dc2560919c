/**
 * Delivery addresses (docs/product.md, "Delivery address" and "Saved addresses"). TypeBox schemas;
 * the SPA imports the types only, so no Node imports.
 *
 * A deliverable Saudi address has a recipient, a mobile, a city and district, a street and building
 * number and a 5-digit postcode; the National Address short code and directions for the courier are
 * optional. Checkout may send it as `delivery` beside the contract's `address`, `area`, `city` and
 * `zip_code` (capability `order-details`), and the orders then answer it back.
 *
 * Saved addresses (capability `addresses`, all with the bearer token, the caller's own only):
 * - `GET /api/addresses` → `SavedAddress[]`, the default first, then the newest.
 * - `POST /api/addresses` `AddressBody` → 201 `SavedAddress`; the first one is the default.
 * - `PUT /api/addresses/{id}` `AddressBody` → `SavedAddress`.
 * - `DELETE /api/addresses/{id}` → `{ message }`; when the default goes, the newest left takes its place.
 * `is_default: true` makes that address the default and the others not. Another shopper's or an
 * unknown id → 404; a field that is wrong → 400 naming it; more than `MAX_ADDRESSES` → 422.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './catalog';

/** Text without NUL bytes, which PostgreSQL cannot store. Blank values reach the server's checks, which name the field. */
const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });

/** A shopper keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

const deliveryFields = {
  recipient: Text(100),
  /** The region (the geocoder's state), e.g. "Riyadh Region". */
  region: Type.Optional(Text(80)),
  /** The city's name, e.g. "Jeddah" or "جدة". */
  city: Text(80),
  district: Text(100),
  street: Text(150),
  /** Digits (Arabic-Indic digits are read as Latin), 1 to 6 of them. */
  building_number: Text(20),
  /** 5 digits. */
  postcode: Text(10),
  /** The National Address short code: 4 letters and 4 digits, e.g. RRRD2929. */
  short_address: Type.Optional(Nullable(Text(20))),
  /** Directions for the courier. */
  directions: Type.Optional(Nullable(Text(300))),
};

/** The address parts checkout sends as `delivery`; the mobile and the map's point are the body's own `phone`, `lat` and `lon`. */
export const DeliveryInput = Type.Object(deliveryFields);
export type DeliveryInput = Static<typeof DeliveryInput>;

/** An order's delivery address as the orders answer it. */
export const Delivery = Type.Object({
  recipient: Type.String(),
  /** 9665XXXXXXXX. */
  phone: Type.String(),
  region: Type.String(),
  city: Type.String(),
  district: Type.String(),
  street: Type.String(),
  building_number: Type.String(),
  postcode: Type.String(),
  short_address: Nullable(Type.String()),
  directions: Nullable(Type.String()),
});
export type Delivery = Static<typeof Delivery>;

export const AddressBody = Type.Object({
  ...deliveryFields,
  /** A Saudi mobile, with or without 966. */
  phone: Text(20),
  lat: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  lon: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  is_default: Type.Optional(Type.Boolean()),
});
export type AddressBody = Static<typeof AddressBody>;

export const SavedAddress = Type.Object({
  id: Type.Integer(),
  ...Delivery.properties,
  lat: Nullable(Type.Number()),
  lon: Nullable(Type.Number()),
  is_default: Type.Boolean(),
  created_at: Type.String(),
});
export type SavedAddress = Static<typeof SavedAddress>;

export const SavedAddressList = Type.Array(SavedAddress);
export type SavedAddressList = Static<typeof SavedAddressList>;
