/**
 * The order the checkout form sends, as the contract's `CheckoutBody`: the address in one line (and
 * in its parts for an API whose orders keep them), the cart's lines, the total the shopper saw, the
 * company and its city, the payment method, and the campaign and coupon the visit carries.
 */
import type { CartItem } from '@/api/cart';
import type { CheckoutBody } from '@/api/orders/orders';
import { addressLine, toDeliveryInput } from '@/lib/orders/delivery-address';
import { fromHalalas, type Halalas } from '@/lib/money';
import type { PickedAddress } from '@/lib/orders/shipping-address';
import type { CheckoutValues } from './checkout-schema';

export interface OrderInput {
  values: CheckoutValues;
  /** The picked address, in the kingdom. */
  address: PickedAddress;
  lines: readonly CartItem[];
  /** The total the summary shows, shipping included. */
  total: Halalas;
  /** The chosen company's city: fastlo's from the address, else the one chosen. */
  shippingCity: string;
  cod: boolean;
  /** The applied coupon's name. */
  couponName: string | null;
  trackingLinkId: string | null;
  /** Where the gateway returns the shopper after a card payment. */
  returnUrl: string;
  /** The API's orders keep the address's parts ("order-details"). */
  withDelivery: boolean;
}

export function orderBody({ values, address, lines, total, shippingCity, cod, couponName, trackingLinkId, returnUrl, withDelivery }: OrderInput): CheckoutBody {
  return {
    city: shippingCity,
    area: values.district,
    address: addressLine(values),
    zip_code: values.zip_code,
    country: 'SA',
    amount: fromHalalas(total),
    products: lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity, specs: line.specs })),
    cod,
    phone: `966${values.phone}`,
    returnUrl,
    shipping_gate: values.shipping_gate,
    ...(address.lat !== null && address.lon !== null ? { lat: address.lat, lon: address.lon } : {}),
    ...(trackingLinkId ? { tracking_link_id: trackingLinkId } : {}),
    ...(couponName !== null ? { coupon: couponName } : {}),
    ...(withDelivery ? { delivery: toDeliveryInput(values, address.state) } : {}),
  };
}
