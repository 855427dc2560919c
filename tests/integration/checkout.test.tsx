/**
 * /payment and /payment-status with msw, against an API that adds VAT and keeps no addresses: the
 * address first, the overlay over the companies until it is known, then each company priced for it
 * and the cheapest chosen, the dimmed gate, the form's rules, the address's parts the map fills and
 * the shopper completes, the cities per gate, the shipping-cost refetch, a language switch that
 * keeps everything, the submission with its key and the double-click guard, and the status page
 * from state and by id. checkout-address.test.tsx has the API that offers prices with VAT, saved
 * addresses and order details.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { setStoredCoupon } from '@/lib/orders/stored-coupon';
import { saveStoredLogin } from '@/lib/stored-login';
import { TRACKING_LINK_KEY } from '@/lib/tracking-link';
import { apiPath, geocoderPath, traderPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { cartLine, cartStore } from '../mocks/handlers/cart';
import { captureGeocoderRequests } from '../mocks/handlers/geocoder';
import { captureOrderRequests, orderStore, placedOrder } from '../mocks/handlers/orders';
import { captureCostRequests } from '../mocks/handlers/shipping';
import { server } from '../mocks/server';
import { findHeading, renderApp, type Rendered } from '../render';

vi.mock('@/lib/leave-page', () => ({ leavePage: vi.fn() }));
const { leavePage } = await import('@/lib/leave-page');

// Product 1 costs 110 SAR and product 2 120 SAR: 2 × 110 + 120 = 340, VAT 51, total 391.
beforeEach(() => {
  saveStoredLogin(loginResponse);
  cartStore.reset([cartLine(1, 1, 2), cartLine(2, 2, 1, { color: 'beige', size: 'M' })]);
  orderStore.reset();
});
afterEach(() => server.events.removeAllListeners());

async function openCheckout(language: 'ar' | 'en' = 'en', route = '/payment') {
  const app = await renderApp({ route, language });
  await findHeading(language === 'en' ? 'Checkout' : 'إتمام الطلب');
  // The companies' names arrive with their two lists.
  await screen.findByRole('radio', { name: language === 'en' ? /^Naqel Express/ : /^ناقل إكسبرس/ });
  return app;
}

const GATE_NAMES: Record<string, RegExp> = { naqel: /^(Naqel Express|ناقل إكسبرس)/, fastlo: /^(Fastlo|فاستلو)/ };
const gateRadio = (gate: string) => within(screen.getByRole('group', { name: /^(Shipping company|شركة الشحن)$/ })).getByRole('radio', { name: GATE_NAMES[gate] });

async function chooseGate(app: Rendered, gate: string) {
  await app.user.click(gateRadio(gate));
}

/** Searches the map (on the button, not per keystroke) and waits for the address. */
async function searchAddress(app: Rendered, query: string, expected: RegExp) {
  const box = screen.getByRole('searchbox', { name: /^(Search for a place|ابحث عن موقع)$/ });
  await app.user.clear(box);
  await app.user.type(box, query);
  await app.user.click(within(screen.getByRole('search')).getByRole('button', { name: /^(Search|بحث)$/ }));
  await vi.waitFor(() => expect(screen.getByTestId('picked-address')).toHaveTextContent(expected));
}

/** Completes the address's parts the map does not know. */
async function completeAddress(app: Rendered) {
  await app.user.type(screen.getByRole('textbox', { name: /^(Street|الشارع)$/ }), 'Olaya Street');
  await app.user.type(screen.getByRole('textbox', { name: /^(Building number|رقم المبنى)$/ }), '7235');
}

const total = () => screen.getByTestId('checkout-total');

describe('/payment', () => {
  it('totals the server cart with the stored coupon when opened directly, asks for the address first, then prices each company for it and chooses the cheapest', async () => {
    setStoredCoupon({ name: 'WELCOME10', discount: 10 });
    const app = await openCheckout();
    // 340 − 34 = 306; VAT 45.90; no shipping yet.
    expect(screen.getByText('Coupon WELCOME10 (10%)').nextSibling).toHaveTextContent('SAR 34');
    expect(total()).toHaveTextContent('SAR 351.90');
    expect(screen.getByTestId('shipping-cost')).toHaveTextContent('Set with your address and city');

    // No saved address: the search and the map are there at once, uncovered.
    expect(screen.getByRole('searchbox', { name: 'Search for a place' }).closest('[inert]')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Map of the delivery address' })).toBeInTheDocument();
    // The companies wait for the address, under the overlay that says so.
    const overlay = screen.getByRole('button', { name: /Please fill in the details first/ });
    await app.user.click(overlay);
    expect(await screen.findByText('Please fill in the details first', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(gateRadio('naqel').closest('[inert]')).not.toBeNull();
    expect(gateRadio('naqel')).not.toBeChecked();

    await searchAddress(app, 'Olaya', /Al Olaya/);
    expect(screen.queryByRole('button', { name: /Please fill in the details first/ })).not.toBeInTheDocument();
    // For cash on delivery naqel is 15 + 10 SAR and fastlo 18 + 7.50: naqel, the cheaper, is chosen.
    await vi.waitFor(() => expect(gateRadio('naqel')).toBeChecked());
    expect(gateRadio('naqel')).toHaveAccessibleName(/^Naqel Express SAR\s25 1–2 business days$/);
    expect(gateRadio('fastlo')).toHaveAccessibleName(/^Fastlo SAR\s25\.50 2–4 business days$/);
    await vi.waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent('SAR 25'));
    expect(screen.getByTestId('gate-hint')).toHaveTextContent('Delivered in 1–2 business days from your order.');
  });

  it('keeps a company the shopper chose when the prices change, while its own choice follows them', async () => {
    const app = await openCheckout();
    await searchAddress(app, 'Olaya', /Al Olaya/);
    await vi.waitFor(() => expect(gateRadio('naqel')).toBeChecked());
    // Paid by card, fastlo costs 12 SAR against naqel's 15: the shop chose, so its choice follows.
    server.use(
      http.post(traderPath('/api/calculate/shiping'), async ({ request }) => {
        const body = (await request.json()) as { shiping_gate: string };
        return HttpResponse.json({ shiping_cost: body.shiping_gate === 'fastlo' ? 12 : 15, cod_fee: 0, min_days: 2, max_days: 4 });
      }),
    );
    await app.user.click(screen.getByRole('radio', { name: 'mada, Visa, Mastercard' }));
    await vi.waitFor(() => expect(gateRadio('fastlo')).toBeChecked());

    // Once the shopper chooses, nothing changes their choice.
    await chooseGate(app, 'naqel');
    await app.user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await app.user.click(screen.getByRole('radio', { name: 'mada, Visa, Mastercard' }));
    await vi.waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent('SAR 15'));
    expect(gateRadio('naqel')).toBeChecked();
  });

  it("totals with the coupon's discount as the server gives it now, and leaves out one that can no longer be used", async () => {
    setStoredCoupon({ name: 'WELCOME10', discount: 10 });
    server.use(http.get(apiPath('/api/coupon/by_name/:name'), () => HttpResponse.json({ discount: 15 })));
    await openCheckout();
    // 340 − 51 = 289; VAT 43.35.
    await vi.waitFor(() => expect(total()).toHaveTextContent('SAR 332.35'));
    expect(screen.getByText('Coupon WELCOME10 (15%)')).toBeInTheDocument();

    server.resetHandlers();
    setStoredCoupon({ name: 'RAMADAN20', discount: 20 });
    await vi.waitFor(() => expect(screen.getByText('Coupon RAMADAN20 can no longer be used, so it is not applied. This coupon has expired.')).toBeInTheDocument());
    expect(total()).toHaveTextContent('SAR 391');
  });

  it("shows the overlay's message in Arabic as the shop words it", async () => {
    const app = await openCheckout('ar');
    await app.user.click(screen.getByRole('button', { name: /الرجاء ملء البيانات أولاً/ }));
    expect(await screen.findByText('الرجاء ملء البيانات أولاً', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'ابحث عن موقع (مثال: جدة، مكة)');
    // The map's own buttons speak Arabic too.
    expect(await screen.findByRole('button', { name: 'تكبير' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصغير' })).toBeInTheDocument();
  });

  it('dims a gate the trader has not enabled, so it cannot be chosen', async () => {
    await openCheckout();
    expect(gateRadio('naqel')).toBeEnabled();
    expect(gateRadio('fastlo')).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Aramex Not available' })).toBeDisabled();
  });

  it('sends a shopper with an empty cart back to /cart', async () => {
    cartStore.reset([]);
    const app = await renderApp({ route: '/payment' });
    await vi.waitFor(() => expect(app.location().pathname).toBe('/cart'));
  });

  it('says so and offers a retry when the cart cannot load', async () => {
    server.use(http.get(apiPath('/api/cart'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await renderApp({ route: '/payment' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the form', () => {
  it('prefills the phone from the stored login and holds it to a Saudi mobile', async () => {
    const app = await openCheckout();
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(phone).toHaveValue('501234567');
    await searchAddress(app, 'Olaya', /Al Olaya/);

    await app.user.clear(phone);
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await app.user.type(phone, '12345');
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Enter a valid Saudi number (5XXXXXXXX)')).toBeInTheDocument();
    // Typed as Arabic digits, with the leading 0: still the same mobile.
    await app.user.clear(phone);
    await app.user.type(phone, '٠٥٥٥١٢٣٤٥٦');
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(screen.queryByText('Enter a valid Saudi number (5XXXXXXXX)')).not.toBeInTheDocument());
  });

  it('asks for the city of naqel with the standard toast, in Arabic', async () => {
    const app = await openCheckout('ar');
    const box = screen.getByRole('searchbox', { name: 'ابحث عن موقع' });
    await app.user.type(box, 'جدة');
    await app.user.click(within(screen.getByRole('search')).getByRole('button', { name: 'بحث' }));
    await vi.waitFor(() => expect(screen.getByTestId('picked-address')).toHaveTextContent(/Al Balad/));
    // naqel is chosen, and the address is in Jeddah, so Jeddah is chosen for the shopper.
    await vi.waitFor(() => expect(gateRadio('naqel')).toBeChecked());
    const city = screen.getByRole('combobox', { name: 'المدينة' });
    const first = within(city).getAllByRole('option')[0]!;
    expect(first).toHaveValue('');
    expect(first).toHaveTextContent('اختر المدينة');
    expect(within(city).getByRole('option', { name: 'جدة' })).toHaveValue('JED');
    await vi.waitFor(() => expect(city).toHaveValue('JED'));
    // Without a city, the toast.
    await app.user.selectOptions(city, '');
    await app.user.type(screen.getByRole('textbox', { name: 'الرمز البريدي' }), '21577');
    await app.user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect(await screen.findByText('الرجاء اختيار المدينة', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.getAllByText('الرجاء اختيار المدينة').length).toBeGreaterThanOrEqual(2);
  });

  it("fills the address's parts the map knows, and asks for the rest, each by name", async () => {
    const app = await openCheckout();
    // The recipient starts as the shopper.
    expect(screen.getByRole('textbox', { name: "Recipient's name" })).toHaveValue('Noura Alharbi');
    await searchAddress(app, 'Olaya', /Al Olaya/);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Riyadh');
    expect(screen.getByRole('textbox', { name: 'District' })).toHaveValue('Al Olaya');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('12211');
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please enter the street')).toBeInTheDocument();
    expect(screen.getByText('Please enter the building number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveAttribute('aria-invalid', 'true');

    // Jeddah's old town has no postcode: the field is emptied for the shopper to type it.
    await searchAddress(app, 'Jeddah', /Al Balad/);
    const zip = screen.getByRole('textbox', { name: 'Postcode' });
    await vi.waitFor(() => expect(zip).toHaveValue(''));
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Zip Code is required')).toBeInTheDocument();
    await app.user.type(zip, '21ab');
    await app.user.type(screen.getByRole('textbox', { name: 'Building number' }), '12B');
    await app.user.type(screen.getByRole('textbox', { name: 'National Address short code (optional)' }), 'RRD2929');
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('The postcode is 5 digits')).toBeInTheDocument();
    expect(screen.getByText('The building number is digits only')).toBeInTheDocument();
    expect(screen.getByText('The short code is 4 letters and 4 digits, e.g. RRRD2929')).toBeInTheDocument();
  });

  it('names every address field and its error in Arabic', async () => {
    const app = await openCheckout('ar');
    for (const name of ['اسم المستلم', 'رقم الجوال', 'المدينة', 'الحي', 'الشارع', 'رقم المبنى', 'الرمز البريدي', 'الرمز المختصر للعنوان الوطني (اختياري)', 'إرشادات للمندوب (اختياري)']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    await app.user.clear(screen.getByRole('textbox', { name: 'اسم المستلم' }));
    await searchAddress(app, 'Olaya', /Al Olaya/);
    await app.user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect(await screen.findByText('الرجاء إدخال اسم المستلم')).toBeInTheDocument();
    expect(screen.getByText('الرجاء إدخال الشارع')).toBeInTheDocument();
  });

  it("takes fastlo's city from the address's state, in either language", async () => {
    const costs = captureCostRequests();
    const app = await openCheckout();
    await searchAddress(app, 'Olaya', /Al Olaya/);
    await vi.waitFor(() => expect(gateRadio('naqel')).toBeChecked());
    await chooseGate(app, 'fastlo');
    expect(screen.queryByRole('combobox', { name: 'City' })).not.toBeInTheDocument();
    expect(screen.getByTestId('fastlo-city')).toHaveTextContent('Riyadh');
    await vi.waitFor(() => expect(costs.at(-1)).toEqual({ city: 'Riyadh', cod: true, shiping_gate: 'fastlo' }));
    // A geocoder answering in Arabic: 'المنطقة الشرقية' is fastlo's 'Eastern Province'.
    await searchAddress(app, 'الشرقية', /المنطقة الشرقية/);
    expect(screen.getByTestId('fastlo-city')).toHaveTextContent('Eastern Province');
    await vi.waitFor(() => expect(costs.at(-1)).toEqual({ city: 'Eastern Province', cod: true, shiping_gate: 'fastlo' }));
    // The shopper chose fastlo: a new address does not change it.
    expect(gateRadio('fastlo')).toBeChecked();
  });

  it('asks for the shipping cost again when the address or the payment method changes', async () => {
    const costs = captureCostRequests();
    const app = await openCheckout();
    await searchAddress(app, 'Olaya', /Al Olaya/);
    // The address is in Riyadh: RUH is chosen, and the cost asked: 15 + 10 for cash on delivery.
    await vi.waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent('SAR 25'));
    const naqel = () => costs.filter((body) => body.shiping_gate === 'naqel');
    expect(naqel()).toEqual([{ city: 'RUH', cod: true, shiping_gate: 'naqel' }]);
    expect(screen.getByText('Includes SAR 10 for cash on delivery')).toBeInTheDocument();
    expect(total()).toHaveTextContent('SAR 416');

    await app.user.click(screen.getByRole('radio', { name: 'mada, Visa, Mastercard' }));
    await vi.waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent('SAR 15'));
    expect(naqel().at(-1)).toEqual({ city: 'RUH', cod: false, shiping_gate: 'naqel' });

    await searchAddress(app, 'Jeddah', /Al Balad/);
    await vi.waitFor(() => expect(naqel().at(-1)).toEqual({ city: 'JED', cod: false, shiping_gate: 'naqel' }));
  });

  it('says so when the shipping cost cannot be calculated, offers a retry, and does not send the order', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(traderPath('/api/calculate/shiping'), () => HttpResponse.json({ message: 'Rate table offline' }, { status: 503 })));
    const sent = captureOrderRequests();
    const app = await openCheckout();
    await searchAddress(app, 'Olaya', /Al Olaya/);
    // A company whose price cannot be had now says so and can still be chosen; none is chosen for the shopper.
    await vi.waitFor(() => expect(gateRadio('naqel')).toHaveAccessibleName("Naqel Express Its price couldn't be had just now"));
    expect(logged).toHaveBeenCalledWith('خطأ أثناء الإنشاء', 'Rate table offline');
    expect(gateRadio('naqel')).not.toBeChecked();
    expect(gateRadio('fastlo')).toBeEnabled();
    await chooseGate(app, 'naqel');
    const cost = screen.getByTestId('shipping-cost');
    await vi.waitFor(() => expect(cost).toHaveTextContent("We couldn't calculate the shipping cost."), { timeout: 4000 });
    await completeAddress(app);
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't calculate the shipping cost.");
    expect(sent).toHaveLength(0);
    server.resetHandlers();
    await app.user.click(within(cost).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(cost).toHaveTextContent('SAR 25'));
    logged.mockRestore();
  });

  it('picks the point at the centre of the map, named by the reverse geocoder, one request and no request per keystroke', async () => {
    const requests = captureGeocoderRequests();
    const app = await openCheckout();
    const box = screen.getByRole('searchbox', { name: 'Search for a place' });
    await app.user.type(box, 'Olay');
    expect(requests).toHaveLength(0);
    await app.user.click(await screen.findByRole('button', { name: 'Deliver to the centre of the map' }));
    await vi.waitFor(() => expect(screen.getByTestId('picked-address')).toHaveTextContent(/Al Olaya/), { timeout: 3000 });
    expect(requests.map((url) => url.pathname)).toEqual(['/reverse']);
    await searchAddress(app, 'Olaya', /Al Olaya/);
    expect(Object.fromEntries(requests[1]!.searchParams)).toEqual({ format: 'json', q: 'Olaya', addressdetails: '1', limit: '1', countrycodes: 'sa' });
    expect(Object.fromEntries(requests[0]!.searchParams)).toMatchObject({ format: 'json', lat: '24.7136', lon: '46.6753', zoom: '18', addressdetails: '1' });
  });

  it("logs 'خطأ في جلب العنوان' when the geocoder fails, and the form stays usable", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(geocoderPath('/search'), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const app = await openCheckout();
    await searchAddress(app, 'Olaya', /couldn't find an address/);
    expect(logged).toHaveBeenCalledWith('خطأ في جلب العنوان', expect.anything());
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    // The same search again asks the geocoder again: a failure is not an answer to keep.
    server.resetHandlers();
    await searchAddress(app, 'Olaya', /Al Olaya/);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    logged.mockRestore();
  });
});

describe('placing the order', () => {
  async function readyToOrder(language: 'ar' | 'en' = 'en') {
    const app = await openCheckout(language);
    await searchAddress(app, 'Olaya', /Al Olaya/);
    await completeAddress(app);
    await vi.waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent(/(^|\D)25(\D|$)/));
    return app;
  }

  it('sends the checkout payload with a key, says so, and shows the order on /payment-status', async () => {
    sessionStorage.setItem(TRACKING_LINK_KEY, 'eid-campaign');
    setStoredCoupon({ name: 'WELCOME10', discount: 10 });
    const sent = captureOrderRequests();
    const app = await readyToOrder();
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order sent successfully!', { selector: '.Toastify *' })).toBeInTheDocument();
    await vi.waitFor(() => expect(app.location().pathname).toBe('/payment-status'), { timeout: 4000 });

    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[\w-]{16,}$/);
    // 306 + 45.90 VAT + 25 shipping.
    expect(sent[0]!.body).toEqual({
      city: 'RUH',
      area: 'Al Olaya',
      // The address's parts in one line: an API that keeps only this has what a courier needs.
      address: 'Noura Alharbi, 7235 Olaya Street, Al Olaya, Riyadh 12211',
      zip_code: '12211',
      country: 'SA',
      amount: 376.9,
      products: [
        { product_id: 1, quantity: 2, specs: { color: 'black', size: 'S' } },
        { product_id: 2, quantity: 1, specs: { color: 'beige', size: 'M' } },
      ],
      cod: true,
      phone: '966501234567',
      returnUrl: `${window.location.origin}/payment-status`,
      shipping_gate: 'naqel',
      lat: 24.6908,
      lon: 46.685,
      tracking_link_id: 'eid-campaign',
      coupon: 'WELCOME10',
    });
    expect(app.location().search).toBe('?order_id=500');
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('order-id')).toHaveTextContent('500');
    expect(screen.getByTestId('order-total')).toHaveTextContent('SAR 376.90');
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('not available')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the tax invoice of order 500' })).toHaveAttribute('src', '/api/invoice-qr/qr500token0000000.png');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    // The coupon went with the order.
    expect(sessionStorage.getItem('coupon')).toBeNull();
  });

  it("sends the browser to the gateway's page for a card order", async () => {
    const sent = captureOrderRequests();
    const app = await readyToOrder();
    await app.user.click(screen.getByRole('radio', { name: 'mada, Visa, Mastercard' }));
    await vi.waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent('SAR 15'));
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://pay.example/invoices/500'));
    expect(sent[0]!.body).toMatchObject({ cod: false, amount: 406 });
    expect(app.location().pathname).toBe('/payment');
  });

  it('makes one order of a double click', async () => {
    server.use(
      http.post(apiPath('/api/orders'), async () => {
        await delay(300);
        return HttpResponse.json(placedOrder(501, { amount: 416, cod: true, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567' }), { status: 201 });
      }),
    );
    const sent = captureOrderRequests();
    const app = await readyToOrder();
    await app.user.dblClick(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(app.location().pathname).toBe('/payment-status'), { timeout: 4000 });
    expect(sent).toHaveLength(1);
  });

  it("shows the shop's failure alert with the server's reason, and retries the same attempt with the same key", async () => {
    let calls = 0;
    server.use(
      http.post(apiPath('/api/orders'), () => {
        calls++;
        return calls === 1 ? HttpResponse.json({ message: 'Gateway timeout' }, { status: 504 }) : undefined;
      }),
    );
    const sent = captureOrderRequests();
    const app = await readyToOrder('en');
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred, please try again');
    expect(alert).toHaveTextContent('Gateway timeout');
    expect(app.location().pathname).toBe('/payment');

    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(app.location().pathname).toBe('/payment-status'), { timeout: 4000 });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it('shows the fresh total the server sends when prices changed (409)', async () => {
    server.use(http.post(apiPath('/api/orders'), () => HttpResponse.json({ message: 'The total has changed.', total: 420.5 }, { status: 409 }), { once: true }));
    const app = await readyToOrder('ar');
    await app.user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('حدث خطأ، حاول مرة أخرى');
    expect(alert).toHaveTextContent('The total has changed.');
    expect(alert).toHaveTextContent('420.50');
  });
});

describe('/payment-status', () => {
  it('reads the order from the server after a reload, by its id', async () => {
    orderStore.placed.set(77, placedOrder(77, { amount: 200.5, cod: true, city: 'JED', shipping_gate: 'naqel', phone: '966501234567' }));
    await renderApp({ route: '/payment-status?order_id=77', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'تم تأكيد طلبك' })).toBeInTheDocument();
    expect(screen.getByTestId('order-id')).toHaveTextContent('77');
    expect(screen.getByText('2026-11-23')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('200.50');
    expect(screen.getByText('غير متاح')).toBeInTheDocument();
  });

  it('shows the rejected state for a failed order, card as the method when entry 1 exists, and the tracking link of entry 3', async () => {
    const placed = placedOrder(78, { amount: 99, cod: false, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567' });
    server.use(
      http.get(apiPath('/api/orders/78/status'), () =>
        HttpResponse.json([{ ...placed.order, status: 'failed' }, { id: 'pay_1', status: 'failed', amount: 99, currency: 'SAR' }, placed.shippment, { url_original: 'https://api.shop.example/api/tracking/ABCDEF123456' }]),
      ),
    );
    await renderApp({ route: '/payment-status?order_id=78' });
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-method')).toHaveTextContent(/^Card$/);
    // The cart is kept: back to checkout, with cash or another card.
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/payment');
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your shipment' })).toHaveAttribute('href', 'https://api.shop.example/api/tracking/ABCDEF123456');
  });

  it('says a card payment was refunded when it completed for an order that had failed or was rejected, in both languages', async () => {
    const placed = placedOrder(83, { amount: 99, cod: false, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567' });
    const refunded = { id: 'tpay_3', status: 'refunded', amount: 99, currency: 'SAR', url: null };
    server.use(http.get(apiPath('/api/orders/83/status'), () => HttpResponse.json([{ ...placed.order, status: 'failed' }, refunded, placed.shippment, null])));
    const { unmount } = await renderApp({ route: '/payment-status?order_id=83' });
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-refunded')).toHaveTextContent('Your payment was refunded.');
    // Money was taken and given back, so the page does not say nothing was taken.
    expect(screen.queryByText(/Nothing was taken from your card/)).not.toBeInTheDocument();
    unmount();

    server.use(http.get(apiPath('/api/orders/83/status'), () => HttpResponse.json([{ ...placed.order, status: 'rejected' }, refunded, placed.shippment, null])));
    await renderApp({ route: '/payment-status?order_id=83', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'لم يكتمل طلبك' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-refunded')).toHaveTextContent('أعدنا إليك المبلغ الذي دفعته.');
  });

  it('offers to pay, or to go back and choose cash, while a card payment is open', async () => {
    const placed = placedOrder(81, { amount: 120, cod: false, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567' }, 15);
    server.use(
      http.get(apiPath('/api/orders/81/status'), () =>
        HttpResponse.json([placed.order, { id: 'tpay_1', status: 'initiated', amount: 120, currency: 'SAR', url: 'http://localhost:3000/pay/tpay_1' }, placed.shippment, null]),
      ),
    );
    await renderApp({ route: '/payment-status?order_id=81', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'لم يكتمل الدفع بعد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ادفع الآن' })).toHaveAttribute('href', 'http://localhost:3000/pay/tpay_1');
    expect(screen.getByRole('link', { name: 'العودة إلى إتمام الطلب' })).toHaveAttribute('href', '/payment');
    expect(screen.getByTestId('payment-method')).toHaveTextContent(/^بطاقة$/);
  });

  it('links the tax invoice of a confirmed order', async () => {
    const placed = placedOrder(82, { amount: 120, cod: false, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567' }, 15);
    server.use(
      http.get(apiPath('/api/orders/82/status'), () =>
        HttpResponse.json([{ ...placed.order, status: 'confirmed', invoice_url: 'http://localhost:3000/api/orders/82/invoice?token=9.x' }, { id: 'tpay_2', status: 'paid', amount: 120, currency: 'SAR', url: null }, placed.shippment, null]),
      ),
    );
    await renderApp({ route: '/payment-status?order_id=82' });
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tax invoice' })).toHaveAttribute('href', 'http://localhost:3000/api/orders/82/invoice?token=9.x');
    expect(screen.getByTestId('payment-method')).toHaveTextContent(/^Card$/);
  });

  it("says the order cannot be found for someone else's or a missing order, and shows the newest without an id", async () => {
    await renderApp({ route: '/payment-status?order_id=9999' });
    expect(await screen.findByText("We couldn't find this order.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/profile?tab=orders');
  });

  it('asks the server again after a reload that kept the navigation state, showing what the order has become', async () => {
    const placed = placedOrder(79, { amount: 120, cod: true, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567' });
    orderStore.placed.set(79, { ...placed, order: { ...placed.order, status: 'rejected' } });
    await renderApp({ route: { pathname: '/payment-status', search: '?order_id=79', state: { order: placed.order, shippment: placed.shippment } } });
    expect(await screen.findByRole('heading', { name: 'Your order was not completed' })).toBeInTheDocument();
  });

  it('shows the newest order when no id is given', async () => {
    orderStore.placed.set(80, placedOrder(80, { amount: 150, cod: true, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567' }));
    await renderApp({ route: '/payment-status' });
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('order-id')).toHaveTextContent('80');
  });
});
