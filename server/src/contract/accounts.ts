/**
 * Accounts and orders contract (the contract's User, Login response, Order; its authentication
 * calls, update-profile, my_orders; change-password, "Calls the contract adds"). TypeBox
 * schemas; the SPA imports the types only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, SpecEntry } from './catalog';
import { Delivery } from './addresses';

export const User = Type.Object({
  /** Not in the contract's User row, but in its Stored login (`user (id, name, phone)`, stored whole from the login response) and the chat key: required. */
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
  postalCode: Type.Union([Type.String(), Type.Null()]),
  /** A path under /storage/, or null. */
  img: Type.Union([Type.String(), Type.Null()]),
});
export type User = Static<typeof User>;

export const LoginResponse = Type.Object({ token: Type.String(), user: User });
export type LoginResponse = Static<typeof LoginResponse>;

/** An answer the contract does not shape: its message is an extension. */
export const MessageResponse = Type.Object({ message: Type.Optional(Type.String()) });
export type MessageResponse = Static<typeof MessageResponse>;

/**
 * A registration's answer: the contract's `{ message }`, and (an extension) the login that comes with
 * it, shaped as the login answer's, so a new shopper is signed in at once. An API may leave both out.
 */
export const RegisterResponse = Type.Object({
  message: Type.Optional(Type.String()),
  token: Type.Optional(Type.String()),
  user: Type.Optional(User),
});
export type RegisterResponse = Static<typeof RegisterResponse>;

export const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  email: Type.String({ minLength: 3, maxLength: 254 }),
  password: Type.String({ minLength: 6, maxLength: 200 }),
  password_confirmation: Type.String({ maxLength: 200 }),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const GoogleLoginBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 8192 }) });
export type GoogleLoginBody = Static<typeof GoogleLoginBody>;

export const PasswordResetBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const PasswordResetConfirmBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  code: Type.String({ minLength: 1, maxLength: 12 }),
});
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBody>;

export const PasswordResetUpdateBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  code: Type.String({ minLength: 1, maxLength: 12 }),
  password: Type.String({ minLength: 6, maxLength: 200 }),
  password_confirmation: Type.String({ maxLength: 200 }),
});
export type PasswordResetUpdateBody = Static<typeof PasswordResetUpdateBody>;

export const ChangePasswordBody = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 6, maxLength: 200 }),
  password_confirmation: Type.String({ maxLength: 200 }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/**
 * `/api/change-password` ends every login of the account. Extension: the reference API
 * answers a `token` that keeps the caller's own login, ending when it would have; other APIs may not.
 */
export const ChangePasswordResponse = Type.Object({ message: Type.Optional(Type.String()), token: Type.Optional(Type.String()) });
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

/**
 * `/api/update-profile` answers the updated user. Extension: the reference API also sends a `token`
 * for the new details that ends when the caller's login does: 2 hours from sign-in, never later
 * ("Accounts and sessions"). Changing the email needs `current_password` when the account has a password.
 * The contract has only `user`; the message is an extension too.
 */
export const UpdateProfileResponse = Type.Object({ message: Type.Optional(Type.String()), user: User, token: Type.Optional(Type.String()) });
export type UpdateProfileResponse = Static<typeof UpdateProfileResponse>;

/** An order's statuses ("Order life"). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'rejected', 'shippment_created', 'completed', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The contract: "each with product name and img, quantity, price"; the rest are extensions. */
export const OrderItem = Type.Object({
  id: Type.Optional(Type.Integer()),
  product_id: Type.Optional(Type.Integer()),
  quantity: Type.Integer({ minimum: 1 }),
  /** Unit price in SAR at the time of the order. */
  price: Type.Number(),
  specs: Type.Optional(Type.Object({ color: Type.Optional(Type.String()), size: Type.Optional(Type.String()) })),
  /** Extension: the chosen colour and size with their names in both languages, as a product's specs name them. */
  options: Type.Optional(Type.Array(SpecEntry)),
  product: Type.Object({
    id: Type.Optional(Type.Integer()),
    name: Type.String(),
    name_en: Type.Optional(Type.String()),
    img: Type.String(),
  }),
});
export type OrderItem = Static<typeof OrderItem>;

/** What an order may carry beyond the contract, in the list and in the order-status response alike. */
const orderExtensions = {
  /** The ZATCA QR image of the order's tax invoice ("Tax invoice"), relative to the API host like `logo_url`. */
  qr_path: Type.Optional(Nullable(Type.String())),
  /**
   * Extension: the lines with VAT before the coupon, and the VAT within what was charged
   * (docs/product.md, "Prices and VAT"); other APIs may omit them.
   */
  subtotal: Type.Optional(Type.Number()),
  vat: Type.Optional(Type.Number()),
  /** Extension: the cash-on-delivery fee with VAT, within `shippment_cost`. */
  cod_fee: Type.Optional(Type.Number()),
  /** Extension: cash on delivery (true) or card. */
  cod: Type.Optional(Type.Boolean()),
  /**
   * Extension: the network of the card that paid a card order (`mada`, `visa`, `mastercard`, …), as
   * the gateway's record names it; null for cash, before the payment, or when the gateway does not say.
   */
  card_network: Type.Optional(Nullable(Type.String())),
  /** Extension: where it goes and with whom (the order detail shows them). */
  shipping_gate: Type.Optional(Nullable(Type.String())),
  city: Type.Optional(Nullable(Type.String())),
  address: Type.Optional(Nullable(Type.String())),
  /** Extension: the public tracking page, once the carrier has the shipment ("Tracking"). */
  tracking_url: Type.Optional(Nullable(Type.String())),
  /** Extension: the printable simplified tax invoice, a signed link that needs no login. */
  invoice_url: Type.Optional(Nullable(Type.String())),
  /** Extension (capability `order-details`): the number the shopper reads on the status page, in the profile and on the invoice. */
  number: Type.Optional(Type.String()),
  /** Extension (capability `order-details`): where it goes; null for an order placed without the address's parts. */
  delivery: Type.Optional(Nullable(Delivery)),
};

/**
 * An order of `/api/my_orders`. `total_price` is what the products came to, VAT included, after the
 * coupon; shipping is `shippment_cost`, so the shopper pays the sum. The contract's Order has no
 * `shippment_cost`: another API may leave it out, and then the total is `total_price` alone. The
 * items' `price` is the unit price before VAT, as the catalogue's prices are.
 */
export const Order = Type.Object({
  id: Type.Integer(),
  total_price: Type.Number(),
  discount_amount: Type.Number(),
  shippment_cost: Type.Optional(Type.Number()),
  /** One of ORDER_STATUSES; other APIs may send more, shown green. */
  status: Type.String(),
  created_at: Type.String(),
  ...orderExtensions,
  items: Type.Array(OrderItem),
});
export type Order = Static<typeof Order>;

/**
 * Entry 0 of the order-status response (the contract's id, status, total_price, shippment_cost,
 * created_at, qr_path), also the `order` of the order-submission response, which /payment-status
 * shows the same way. `discount_amount` and `items` are extensions here.
 */
export const PlacedOrder = Type.Object({
  id: Type.Integer(),
  total_price: Type.Number(),
  discount_amount: Type.Optional(Type.Number()),
  shippment_cost: Type.Number(),
  status: Type.String(),
  created_at: Type.String(),
  ...orderExtensions,
  items: Type.Optional(Type.Array(OrderItem)),
});
export type PlacedOrder = Static<typeof PlacedOrder>;

/** `/api/my_orders`: the caller's orders, newest first (a bare list). */
export const OrderList = Type.Array(Order);
export type OrderList = Static<typeof OrderList>;
