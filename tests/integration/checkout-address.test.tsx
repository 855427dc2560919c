/**
 * Checkout and the order's page against an API that charges VAT in its prices and on shipping,
 * keeps saved addresses and answers order details (docs/product.md: "Prices and VAT", "Delivery
 * address", "Saved addresses", "Order details"): the default address filled in and the others to
 * choose from, each company's price with VAT and its delivery time before one is chosen, the
 * address's parts sent beside the contract's fields, a second checkout that needs no typing, and a
 * status page that lists the order and refreshes by itself.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveStoredLogin } from '@/lib/stored-login';
import type { OrderStatusResponse } from '@/types/api';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { SAVED_HOME, SAVED_WORK, addressStore } from '../mocks/handlers/addresses';
import { cartLine, cartStore } from '../mocks/handlers/cart';
import { captureOrderRequests, orderStore, placedOrder } from '../mocks/handlers/orders';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

vi.mock('@/lib/leave-page', () => ({ leavePage: vi.fn() }));
const { leavePage } = await import('@/lib/leave-page');

const CAPABILITIES = ['vat-on-shipping', 'addresses', 'order-details'];

// Product 1 costs 110 SAR and product 2 120 SAR: with VAT 2 × 126.50 + 138 = 391.
beforeEach(() => {
  saveStoredLogin(loginResponse);
  cartStore.reset([cartLine(1, 1, 2), cartLine(2, 2, 1, { color: 'beige', size: 'M' })]);
  orderStore.reset();
  addressStore.reset([SAVED_HOME, SAVED_WORK]);
  server.use(storeInfoWithCapabilities(CAPABILITIES));
});
afterEach(() => server.events.removeAllListeners());

const field = (name: string) => screen.getByRole('textbox', { name });
const companies = () => screen.getByRole('group', { name: /^(Shipping company|شركة الشحن)$/ });
const naqel = () => within(companies()).getByRole('radio', { name: /^(Naqel Express|ناقل إكسبرس)/ });
const fastlo = () => within(companies()).getByRole('radio', { name: /^(Fastlo|فاستلو)/ });

async function openCheckout(language: 'ar' | 'en' = 'en') {
  const app = await renderApp({ route: '/payment', language });
  await findHeading(language === 'en' ? 'Checkout' : 'إتمام الطلب');
  // The companies arrive with their two lists.
  await screen.findByRole('radio', { name: language === 'en' ? /^Naqel Express/ : /^ناقل إكسبرس/ });
  return app;
}

describe('checkout with saved addresses', () => {
  it('opens with the default address filled in, prices each company for it with VAT and its delivery time, and totals with VAT on shipping', async () => {
    const sent = captureOrderRequests();
    const app = await openCheckout();
    const chooser = screen.getByRole('group', { name: 'Deliver to' });
    expect(within(chooser).getByRole('radio', { name: /Noura Alharbi Default 7235 Olaya Street, Al Olaya, Riyadh/ })).toBeChecked();
    expect(field("Recipient's name")).toHaveValue('Noura Alharbi');
    expect(field('Mobile number')).toHaveValue('501234567');
    expect(field('City')).toHaveValue('Riyadh');
    expect(field('District')).toHaveValue('Al Olaya');
    expect(field('Street')).toHaveValue('Olaya Street');
    expect(field('Building number')).toHaveValue('7235');
    expect(field('Postcode')).toHaveValue('12211');
    expect(field('National Address short code (optional)')).toHaveValue('RRRD2929');
    expect(field('Directions for the courier (optional)')).toHaveValue('Next to the pharmacy');

    // Each company shows its price for this address (15 + 10 SAR, 18 + 7.50 SAR, each with VAT) and
    // its time, and the cheaper is chosen for the shopper.
    await waitFor(() => expect(naqel()).toHaveAccessibleName(/^Naqel Express SAR\s28\.75 1–2 business days$/));
    expect(fastlo()).toHaveAccessibleName(/^Fastlo SAR\s29\.33 2–4 business days$/);
    expect(within(companies()).getByRole('radio', { name: 'Aramex Not available' })).toBeDisabled();
    await waitFor(() => expect(naqel()).toBeChecked());
    // The address is in Riyadh, so naqel's city is chosen for the shopper.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('RUH'));
    await waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent('SAR 28.75'));
    expect(screen.getByTestId('gate-hint')).toHaveTextContent('Delivered in 1–2 business days from your order.');
    expect(screen.getByText('Includes SAR 11.50 for cash on delivery')).toBeInTheDocument();
    // 391 + 28.75 = 419.75, of which VAT 54.75.
    expect(screen.getByText('Products (VAT included)').nextSibling).toHaveTextContent('SAR 391');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('SAR 419.75');
    expect(screen.getByText('Total before VAT').nextSibling).toHaveTextContent('SAR 365');
    expect(screen.getByText('VAT 15%').nextSibling).toHaveTextContent('SAR 54.75');

    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(app.location().pathname).toBe('/payment-status'), { timeout: 4000 });
    expect(sent[0]!.body).toMatchObject({
      city: 'RUH',
      area: 'Al Olaya',
      address: 'Noura Alharbi, 7235 Olaya Street, Al Olaya, Riyadh 12211 (RRRD2929) — Next to the pharmacy',
      zip_code: '12211',
      amount: 419.75,
      phone: '966501234567',
      lat: 24.6908,
      lon: 46.685,
      delivery: {
        recipient: 'Noura Alharbi',
        region: 'Riyadh Region',
        city: 'Riyadh',
        district: 'Al Olaya',
        street: 'Olaya Street',
        building_number: '7235',
        postcode: '12211',
        short_address: 'RRRD2929',
        directions: 'Next to the pharmacy',
      },
    });
  });

  it("ships where the address is: naqel offers only the address's city, and follows the city the shopper types", async () => {
    const sent = captureOrderRequests();
    const app = await openCheckout();
    await waitFor(() => expect(naqel()).toBeChecked());
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toHaveValue('RUH'));
    // Our API takes no other city's rate for an address in Riyadh, so none is offered.
    expect(within(city).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'RUH']);

    // The shopper corrects the address's city: the order ships there, by naqel's city and fastlo's region.
    await app.user.clear(field('City'));
    await app.user.type(field('City'), 'Khobar');
    await waitFor(() => expect(city).toHaveValue('DMM45'));
    expect(within(city).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'DMM45']);
    await waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent('SAR 28.75'));
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(app.location().pathname).toBe('/payment-status'), { timeout: 4000 });
    expect(sent[0]!.body).toMatchObject({ city: 'DMM45', shipping_gate: 'naqel', delivery: { city: 'Khobar' } });
  });

  it('switches to another saved address, or to a new one picked on the map, which shows only for a new address', async () => {
    const app = await openCheckout();
    // A saved address needs neither the search nor the map.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the delivery address' })).not.toBeInTheDocument();
    await waitFor(() => expect(naqel()).toBeChecked());
    await app.user.click(screen.getByRole('radio', { name: /Prince Sultan Road/ }));
    expect(field('City')).toHaveValue('Jeddah');
    expect(field('Mobile number')).toHaveValue('551112222');
    expect(field('National Address short code (optional)')).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('JED'));
    // naqel to Jeddah: 15 + 10 SAR in this mock, each with VAT.
    await waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent('SAR 28.75'));

    await app.user.click(screen.getByRole('radio', { name: 'A new address' }));
    expect(await screen.findByRole('region', { name: 'Map of the delivery address' })).toBeInTheDocument();
    expect(field("Recipient's name")).toHaveValue('Noura Alharbi');
    expect(field('Street')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    const box = screen.getByRole('searchbox', { name: 'Search for a place' });
    await app.user.type(box, 'Olaya');
    await app.user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(field('District')).toHaveValue('Al Olaya'));
    expect(screen.getByRole('radio', { name: 'A new address' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();

    // Back to a saved address: the map goes, and the saved address is the one delivered to.
    await app.user.click(screen.getByRole('radio', { name: /Olaya Street/ }));
    expect(screen.queryByRole('region', { name: 'Map of the delivery address' })).not.toBeInTheDocument();
    expect(field('Street')).toHaveValue('Olaya Street');
  });

  it('starts a new checkout with the last order\'s address, company and payment method: nothing to type', async () => {
    addressStore.reset([]);
    const last = placedOrder(
      90,
      {
        amount: 120,
        cod: false,
        city: 'JED',
        shipping_gate: 'naqel',
        phone: '966551112222',
        delivery: { ...SAVED_WORK, short_address: undefined, directions: undefined },
      },
      15,
    );
    orderStore.placed.set(90, { ...last, order: { ...last.order, status: 'failed' } });
    const sent = captureOrderRequests();
    const app = await openCheckout('ar');
    expect(naqel()).toBeChecked();
    expect(screen.getByRole('radio', { name: 'مدى، فيزا، ماستركارد' })).toBeChecked();
    expect(field('الحي')).toHaveValue('Al Hamra');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'المدينة' })).toHaveValue('JED'));
    await waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent('17.25'));
    await app.user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    expect(sent[0]!.body).toMatchObject({ cod: false, shipping_gate: 'naqel', city: 'JED', phone: '966551112222', delivery: { district: 'Al Hamra', building_number: '3120' } });
  });

  it('covers the companies, never the address, until a new address is known', async () => {
    const app = await openCheckout('ar');
    // A saved address is known at once: no overlay.
    await waitFor(() => expect(naqel()).toBeChecked());
    expect(screen.queryByRole('button', { name: /الرجاء ملء البيانات أولاً/ })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: 'عنوان جديد' }));
    expect(screen.getByRole('button', { name: /الرجاء ملء البيانات أولاً/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Prince Sultan Road/ }).closest('[inert]')).toBeNull();
    expect(field('الشارع').closest('[inert]')).toBeNull();
    expect(screen.getByRole('searchbox').closest('[inert]')).toBeNull();
    expect(naqel().closest('[inert]')).not.toBeNull();
    await app.user.type(screen.getByRole('searchbox', { name: 'ابحث عن موقع' }), 'العليا');
    await app.user.click(within(screen.getByRole('search')).getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /الرجاء ملء البيانات أولاً/ })).not.toBeInTheDocument());
  });

  it('keeps every field, the new address, the company and the payment method when the shopper switches language, and sends them', async () => {
    addressStore.reset([{ ...SAVED_WORK, is_default: true }, { ...SAVED_HOME, is_default: false }]);
    const sent = captureOrderRequests();
    const app = await openCheckout();
    expect(field('City')).toHaveValue('Jeddah');
    await app.user.click(screen.getByRole('radio', { name: 'A new address' }));
    await app.user.type(screen.getByRole('searchbox', { name: 'Search for a place' }), 'Riyadh Olaya');
    await app.user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(field('District')).toHaveValue('Al Olaya'));
    await waitFor(() => expect(naqel()).toBeChecked());
    await app.user.click(fastlo());
    await app.user.click(screen.getByRole('radio', { name: 'mada, Visa, Mastercard' }));
    await app.user.clear(field('Mobile number'));
    await app.user.type(field('Mobile number'), '512345678');
    await app.user.clear(field('District'));
    await app.user.type(field('District'), 'Al Olaya North');
    await app.user.type(field('Street'), 'King Fahd Road');
    await app.user.type(field('Building number'), '4410');

    await app.user.click(screen.getByRole('button', { name: 'التبديل إلى العربية' }));
    await findHeading('إتمام الطلب');
    expect(screen.getByRole('radio', { name: 'عنوان جديد' })).toBeChecked();
    expect(field('الحي')).toHaveValue('Al Olaya North');
    expect(field('رقم الجوال')).toHaveValue('512345678');
    expect(field('المدينة')).toHaveValue('Riyadh');
    expect(field('الشارع')).toHaveValue('King Fahd Road');
    expect(field('رقم المبنى')).toHaveValue('4410');
    expect(fastlo()).toBeChecked();
    expect(screen.getByRole('radio', { name: 'مدى، فيزا، ماستركارد' })).toBeChecked();
    expect(screen.getByTestId('picked-address')).toHaveTextContent(/Al Olaya, Riyadh/);

    await app.user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    expect(sent[0]!.body).toMatchObject({
      shipping_gate: 'fastlo',
      city: 'Riyadh',
      cod: false,
      phone: '966512345678',
      delivery: { city: 'Riyadh', district: 'Al Olaya North', street: 'King Fahd Road', building_number: '4410', region: 'Riyadh Region' },
    });
  });
});

describe('the order page with order details', () => {
  const status = (orderStatus: string, tracking: string | null): OrderStatusResponse => {
    const placed = placedOrder(95, { amount: 419.75, cod: true, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567', delivery: SAVED_HOME }, 28.75);
    return [
      {
        ...placed.order,
        status: orderStatus,
        subtotal: 391,
        discount_amount: 0,
        vat: 54.75,
        cod_fee: 11.5,
        items: [
          {
            id: 1,
            product_id: 1,
            quantity: 2,
            price: 110,
            specs: { color: 'black', size: 'S' },
            options: [
              { key: 'color', value: 'black', label: 'أسود', label_en: 'Black' },
              { key: 'size', value: 'S', label: 'S', label_en: 'S' },
            ],
            product: { id: 1, name: 'عباية سوداء كلاسيكية 1', name_en: 'Classic black abaya 1', img: 'products/p1-1.webp' },
          },
          { id: 2, product_id: 2, quantity: 1, price: 120, specs: { color: 'beige', size: 'M' }, product: { id: 2, name: 'ثوب قطني أبيض 2', name_en: 'White cotton thobe 2', img: 'products/p2-1.webp' } },
        ],
      },
      null,
      placed.shippment,
      tracking ? { url_original: tracking } : null,
    ];
  };

  it('lists the items with colour and size, the address, the amounts and the readable number, and shows the tracking link once the order ships, without a reload', async () => {
    let answer = status('confirmed', null);
    server.use(http.get(apiPath('/api/orders/95/status'), () => HttpResponse.json(answer)));
    await renderApp({ route: '/payment-status?order_id=95' });
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('order-id')).toHaveTextContent('LB-000095');
    const lines = screen.getByTestId('order-lines');
    const abaya = within(lines).getByText('Classic black abaya 1').closest('li')!;
    expect(abaya).toHaveTextContent('Colour: Black');
    expect(abaya).toHaveTextContent('Size: S');
    expect(abaya).toHaveTextContent('SAR 253');
    // No names from the API: the values themselves.
    expect(within(lines).getByText('White cotton thobe 2').closest('li')).toHaveTextContent('Colour: beige');
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('7235 Olaya Street');
    expect(screen.getByText('Shipping (VAT included)').nextSibling).toHaveTextContent('SAR 28.75');
    expect(screen.getByText('VAT 15%').nextSibling).toHaveTextContent('SAR 54.75');
    expect(screen.getByText('not available')).toBeInTheDocument();

    answer = status('shippment_created', 'https://api.shop.example/api/tracking/ABCDEF123456');
    expect(await screen.findByRole('link', { name: 'Track your shipment' }, { timeout: 8000 })).toHaveAttribute('href', 'https://api.shop.example/api/tracking/ABCDEF123456');
  }, 15_000);

  it('shows the same in Arabic, with Latin digits', async () => {
    server.use(http.get(apiPath('/api/orders/95/status'), () => HttpResponse.json(status('pending', null))));
    await renderApp({ route: '/payment-status?order_id=95', language: 'ar' });
    expect(await screen.findByText('اللون: أسود')).toBeInTheDocument();
    expect(screen.getByText('الشحن (شامل الضريبة)').nextSibling).toHaveTextContent('28.75');
    expect(screen.getByTestId('order-id')).toHaveTextContent('LB-000095');
    expect(screen.getByRole('article').textContent).not.toMatch(/[٠-٩]/);
  });
});
