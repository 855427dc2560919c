import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatSar, fromHalalas, shippingAmount } from '../../src/lib/money';
import type { OrderStatusResponse, Product, ShippingCost } from '../../src/types/api';
import { answerTheGeocoderLocally, fillCheckout, gateRadio, payableHalalas, shopperWithCart, words } from './shopper';

// The checkout journey against the real API and the production build, in both languages: sign in →
// cart → /payment → search a city → click the map → naqel and a city → cash → place the order →
// /payment-status shows it → the profile's orders list it → the stock went down. Then the demo
// carrier ships it, and its public tracking page shows the timeline.

const text = {
  ar: {
    placed: 'تم إرسال الطلب بنجاح!',
    confirmed: 'تم تأكيد طلبك',
    orderNumber: (number: string) => `طلب رقم ${number}`,
    trackingLink: 'تتبّع شحنتك',
    handed: 'سُلّمت الشحنة لشركة الشحن',
    carrier: 'ناقل إكسبرس',
    destination: 'جدة',
  },
  en: {
    placed: 'Order sent successfully!',
    confirmed: 'Your order is confirmed',
    orderNumber: (number: string) => `Order ${number}`,
    trackingLink: 'Track your shipment',
    handed: 'Handed to the carrier',
    carrier: 'Naqel Express',
    destination: 'Riyadh',
  },
} as const;

/** Every English text of checkout's strings that differs in Arabic: none may show on an Arabic page. */
function englishOnlyTexts(): string[] {
  const flat = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'string'
      ? [[prefix, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => flat(inner, prefix ? `${prefix}.${key}` : key));
  const en = new Map(flat(JSON.parse(readFileSync('src/i18n/locales/en/checkout.json', 'utf8'))));
  const ar = new Map(flat(JSON.parse(readFileSync('src/i18n/locales/ar/checkout.json', 'utf8'))));
  return [...en].filter(([key, value]) => !value.includes('{{') && ar.get(key) !== value && /[a-z]{3}/i.test(value)).map(([, value]) => value);
}

for (const language of ['ar', 'en'] as const) {
  test(`a shopper places a cash-on-delivery order (${language})`, async ({ page, request, baseURL }) => {
    const t = { ...words[language], ...text[language] };
    await answerTheGeocoderLocally(page, baseURL!);
    const { token, product } = await shopperWithCart(page, request, language);
    await fillCheckout(page, language, 'cash');

    const shipping = (await (await request.post('/api/calculate/shiping', { data: { city: t.cityCode, cod: true, shiping_gate: 'naqel' } })).json()) as ShippingCost;
    // Prices, shipping and the cash-on-delivery fee with VAT.
    const payable = payableHalalas(product, 2, shipping);
    const shown = shippingAmount({ cost: shipping.shiping_cost, codFee: shipping.cod_fee }, 'included').shipping;
    await expect(page.getByTestId('shipping-cost')).toContainText(formatSar(fromHalalas(shown), language));
    await expect(page.getByTestId('checkout-total')).toHaveText(formatSar(fromHalalas(payable), language));
    if (language === 'ar') {
      const body = await page.locator('main').innerText();
      for (const english of englishOnlyTexts()) expect(body, english).not.toContain(english);
    }

    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.locator('.Toastify').getByText(t.placed)).toBeVisible();
    await expect(page).toHaveURL(/\/payment-status\?order_id=\d+$/);
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    const number = `LB-${String(orderId).padStart(6, '0')}`;
    await expect(page.getByTestId('order-id')).toHaveText(number);
    await expect(page.getByTestId('order-total')).toHaveText(formatSar(fromHalalas(payable), language));
    const qr = page.locator('figure img');
    await expect(qr).toBeVisible();
    // Visible is laid out, not yet loaded: the picture comes a moment later on a busy machine.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);

    // A reload reads the order from the server.
    await page.reload();
    await expect(page.getByTestId('order-total')).toHaveText(formatSar(fromHalalas(payable), language));

    // The server has it, as placed; the profile lists it; the stock went down by two.
    const statusOf = async () => (await (await request.get(`/api/orders/${orderId}/status`, { headers: { Authorization: `Bearer ${token}` } })).json()) as OrderStatusResponse;
    const status = await statusOf();
    expect(status[0].id).toBe(orderId);
    expect(status[2]).toMatchObject({ shipping_gate: 'naqel', city: t.cityCode, cod: true, phone: expect.stringMatching(/^9665\d{8}$/) });
    await page.goto('/profile?tab=orders');
    await expect(page.getByText(t.orderNumber(number))).toBeVisible();
    const after = (await (await request.get(`/api/products/${product.id}`)).json()) as Product;
    expect(after.quantity).toBe(product.quantity - 2);

    // The demo carrier confirms the order and hands it over within seconds; the status page
    // then links the tracking page, and /tracking/{number} leads to it ("Tracking").
    await expect.poll(async () => (await statusOf())[0].status, { timeout: 30_000 }).toBe('shippment_created');
    const trackingNumber = (await statusOf())[2]!.tracking_number!;
    await page.goto(`/payment-status?order_id=${orderId}`);
    await expect(page.getByRole('link', { name: t.trackingLink })).toHaveAttribute('href', new RegExp(`/api/tracking/${trackingNumber}\\?lng=${language}$`));
    await page.goto(`/tracking/${trackingNumber}`);
    await expect(page).toHaveURL(new RegExp(`/api/tracking/${trackingNumber}\\?lng=${language}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(t.carrier)).toBeVisible();
    await expect(page.getByText(t.destination, { exact: true })).toBeVisible();
    await expect(page.getByText(t.handed)).toBeVisible();
    await expect(page.locator('li[aria-current="step"]')).toContainText(t.handed);
  });
}

// On a phone and on a desktop: the switch is in the header at both widths.
for (const [language, width, height] of [['ar', 390, 844], ['en', 390, 844], ['ar', 1366, 900], ['en', 1366, 900]] as const) {
  const other = language === 'ar' ? 'en' : 'ar';
  test(`a language switch keeps everything checkout holds, and the order carries it (${language} → ${other}, ${width} px)`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height });
    const t = words[language];
    await answerTheGeocoderLocally(page, baseURL!);
    const { token } = await shopperWithCart(page, request, language);
    await fillCheckout(page, language, 'cash');
    await page.getByRole('textbox', { name: t.street }).fill('Prince Sultan Road');
    const form = page.locator('main form');
    // Every field's value, and every radio's and option's state, as the page holds them.
    const held = () =>
      form.evaluate((element) =>
        [...element.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea')].map((field) =>
          field instanceof HTMLInputElement && field.type === 'radio' ? `${field.value}:${field.checked}` : `${field.id}=${field.value}`,
        ),
      );
    const before = await held();
    const picked = await page.getByTestId('picked-address').innerText();
    const shipping = await page.getByTestId('shipping-cost').innerText();

    await page.getByRole('button', { name: language === 'ar' ? 'Switch to English' : 'التبديل إلى العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('button', { name: words[other].submit })).toBeVisible();
    expect(await held()).toEqual(before);
    await expect(gateRadio(page, other, words[other].naqel)).toBeChecked();
    await expect(page.getByRole('radio', { name: words[other].cash })).toBeChecked();
    await expect(page.getByTestId('picked-address')).toContainText(picked.split(': ').at(-1)!);
    // The same amount, in the other language's words.
    expect((await page.getByTestId('shipping-cost').innerText()).replace(/\D/g, '')).toBe(shipping.replace(/\D/g, ''));

    await page.getByRole('button', { name: words[other].submit }).click();
    await expect(page).toHaveURL(/\/payment-status\?order_id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    const status = (await (await request.get(`/api/orders/${orderId}/status`, { headers: { Authorization: `Bearer ${token}` } })).json()) as OrderStatusResponse;
    expect(status[2]).toMatchObject({ shipping_gate: 'naqel', city: t.cityCode, cod: true, phone: '966551234567' });
    expect(status[0].delivery).toMatchObject({ street: 'Prince Sultan Road', building_number: '7235' });
  });
}
