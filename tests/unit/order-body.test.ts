/**
 * The order the checkout form sends: what the shopper filled in and saw, in the contract's shape.
 */
import { Value } from '@sinclair/typebox/value';
import { CheckoutBody } from '../../server/src/contract/checkout';
import type { CartItem } from '@/api/cart';
import { orderBody, type OrderInput } from '@/features/checkout/order-body';
import { savedAddressValues } from '@/lib/orders/delivery-address';
import type { PickedAddress } from '@/lib/orders/shipping-address';
import { SAVED_HOME } from '../mocks/handlers/addresses';

const line = (productId: number, quantity: number, specs: CartItem['specs']): CartItem => ({
  id: productId * 10,
  product_id: productId,
  quantity,
  specs,
  product: { id: productId, name: 'قميص', name_en: 'Shirt', img: '/shirt.webp', price: 110, original_price: 110, quantity: 9, discount: 0, specs: [] },
});

const olaya: PickedAddress = {
  lat: 24.6908,
  lon: 46.685,
  displayName: 'Al Olaya, Riyadh',
  inKingdom: true,
  state: 'Riyadh Region',
  city: 'Riyadh',
  neighbourhood: 'Al Olaya',
  postcode: '12211',
  road: 'Olaya Street',
  houseNumber: '7235',
};

const input = (overrides: Partial<OrderInput> = {}): OrderInput => ({
  values: { ...savedAddressValues(SAVED_HOME), shipping_gate: 'naqel', city: 'RUH', payment: 'cash' },
  address: olaya,
  lines: [line(1, 2, { color: 'black', size: 'S' }), line(3, 1, { color: 'white', size: 'M' })],
  total: 41_975,
  shippingCity: 'RUH',
  cod: true,
  couponName: null,
  trackingLinkId: null,
  returnUrl: 'https://shop.example/payment-status',
  withDelivery: false,
  ...overrides,
});

describe('the order the checkout sends', () => {
  it('carries the address in one line, the lines, the total in riyals, the company and its city, the payment and the map point', () => {
    const body = orderBody(input());
    expect(body).toEqual({
      city: 'RUH',
      area: 'Al Olaya',
      address: 'Noura Alharbi, 7235 Olaya Street, Al Olaya, Riyadh 12211 (RRRD2929) — Next to the pharmacy',
      zip_code: '12211',
      country: 'SA',
      amount: 419.75,
      products: [
        { product_id: 1, quantity: 2, specs: { color: 'black', size: 'S' } },
        { product_id: 3, quantity: 1, specs: { color: 'white', size: 'M' } },
      ],
      cod: true,
      phone: '966501234567',
      returnUrl: 'https://shop.example/payment-status',
      shipping_gate: 'naqel',
      lat: 24.6908,
      lon: 46.685,
    });
    expect(Value.Check(CheckoutBody, body)).toBe(true);
  });

  it('sends the campaign, the coupon and the address parts only when there are any, and no point for an address known without one', () => {
    const bare = orderBody(input({ address: { ...olaya, lat: null, lon: null } }));
    expect(bare).not.toHaveProperty('lat');
    expect(bare).not.toHaveProperty('lon');
    expect(bare).not.toHaveProperty('tracking_link_id');
    expect(bare).not.toHaveProperty('coupon');
    expect(bare).not.toHaveProperty('delivery');

    const full = orderBody(input({ trackingLinkId: 'spring-sale', couponName: 'EID10', withDelivery: true, cod: false, values: { ...input().values, payment: 'visa' } }));
    expect(full).toMatchObject({ tracking_link_id: 'spring-sale', coupon: 'EID10', cod: false });
    expect(full.delivery).toEqual({
      recipient: 'Noura Alharbi',
      region: 'Riyadh Region',
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'Olaya Street',
      building_number: '7235',
      postcode: '12211',
      short_address: 'RRRD2929',
      directions: 'Next to the pharmacy',
    });
    expect(Value.Check(CheckoutBody, full)).toBe(true);
  });

  it('is the same order for the same form, so a retry keeps its key', () => {
    expect(JSON.stringify(orderBody(input()))).toBe(JSON.stringify(orderBody(input())));
    expect(JSON.stringify(orderBody(input({ total: 42_000 })))).not.toBe(JSON.stringify(orderBody(input())));
  });
});
