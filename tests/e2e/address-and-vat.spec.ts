import { expect, test } from '@playwright/test';
import { formatSar, fromHalalas, shownPrice } from '../../src/lib/money';
import type { OrderStatusResponse, ShippingCost } from '../../src/types/api';
import { answerTheGeocoderLocally, fillCheckout, gateRadio, payableHalalas, shopperWithCart, words } from './shopper';

// A shopper's journey against the real API and the production build, in both languages, on a phone
// and on a desktop (docs/product.md: "Prices and VAT", "Delivery address", "Saved addresses"): the
// price on a product's card, its page and its cart line is the same amount with VAT; an order placed
// with a new address shows it on the status page and in the profile; the next checkout starts with
// that address, company and payment method, so it needs no typing.

const text = {
  ar: {
    directions: 'إرشادات للمندوب (اختياري)',
    shortCode: 'الرمز المختصر للعنوان الوطني (اختياري)',
    confirmed: 'تم تأكيد طلبك',
    details: (number: string) => `عرض تفاصيل الطلب رقم ${number}`,
    deliverTo: 'التوصيل إلى',
    default: 'الافتراضي',
  },
  en: {
    directions: 'Directions for the courier (optional)',
    shortCode: 'National Address short code (optional)',
    confirmed: 'Your order is confirmed',
    details: (number: string) => `View order ${number} details`,
    deliverTo: 'Deliver to',
    default: 'Default',
  },
} as const;

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

for (const language of ['ar', 'en'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`prices with VAT, a deliverable address kept for the next order (${language}, ${device})`, async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const t = { ...words[language], ...text[language] };
      await answerTheGeocoderLocally(page, baseURL!);
      const { token, product, specs } = await shopperWithCart(page, request, language);
      const headers = { Authorization: `Bearer ${token}` };
      const name = language === 'ar' ? product.name : product.name_en || product.name;
      const price = formatSar(shownPrice(product.price), language);

      // The same amount with VAT on the card, on the product page and on the cart's line.
      await page.goto(`/shop?lng=${language}`);
      const card = page.getByTestId('product-card').filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await card.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
      await expect(page.getByRole('main').getByText(price, { exact: true }).first()).toBeVisible();
      await page.goto(`/cart?lng=${language}`);
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: name }).getByText(price, { exact: true }).first()).toBeAttached();

      // A new address, completed by hand after the map's pick, and a cash order.
      await fillCheckout(page, language, 'cash');
      await page.getByRole('textbox', { name: t.shortCode }).fill('RRRD2929');
      await page.getByRole('textbox', { name: t.directions }).fill('Gate 3, beside the pharmacy');
      const shipping = (await (await request.post('/api/calculate/shiping', { data: { city: t.cityCode, cod: true, shiping_gate: 'naqel' }, headers })).json()) as ShippingCost;
      const total = formatSar(fromHalalas(payableHalalas(product, 2, shipping)), language);
      await expect(page.getByTestId('checkout-total')).toHaveText(total);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(/\/payment-status\?order_id=\d+$/);
      await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
      const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
      const number = `LB-${String(orderId).padStart(6, '0')}`;
      const address = page.getByTestId('delivery-address');
      await expect(address).toContainText('7235 King Abdulaziz Road');
      await expect(address).toContainText('RRRD2929');
      await expect(address).toContainText('Gate 3, beside the pharmacy');
      await expect(page.getByTestId('order-lines')).toContainText(name);
      await expect(page.getByTestId('order-total')).toHaveText(total);

      // The profile's order shows the same address.
      await page.goto(`/profile?tab=orders&lng=${language}`);
      await page.getByRole('button', { name: t.details(number) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('delivery-address')).toContainText('7235 King Abdulaziz Road');
      await dialog.getByRole('button').first().press('Escape');

      // The next order: the same product again, and a checkout with everything filled.
      expect((await request.post('/api/cart', { data: { product_id: product.id, quantity: 2, specs }, headers })).ok()).toBe(true);
      await page.goto(`/payment?lng=${language}`);
      const chooser = page.getByRole('group', { name: t.deliverTo });
      await expect(chooser.getByRole('radio', { name: new RegExp(`${t.default}.*7235 King Abdulaziz Road`) })).toBeChecked();
      // A saved address needs no search and no map.
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveCount(0);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      await expect(gateRadio(page, language, t.naqel)).toBeChecked();
      await expect(page.getByRole('combobox', { name: t.city, exact: true })).toHaveValue(t.cityCode);
      await expect(page.getByRole('radio', { name: t.cash })).toBeChecked();
      await expect(page.getByRole('textbox', { name: t.shortCode })).toHaveValue('RRRD2929');
      await expect(page.getByTestId('checkout-total')).toHaveText(total);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(/\/payment-status\?order_id=\d+$/);
      const second = Number(new URL(page.url()).searchParams.get('order_id'));
      expect(second).not.toBe(orderId);
      const [order] = (await (await request.get(`/api/orders/${second}/status`, { headers })).json()) as OrderStatusResponse;
      expect(order.delivery).toMatchObject({ street: 'King Abdulaziz Road', building_number: '7235', short_address: 'RRRD2929', directions: 'Gate 3, beside the pharmacy' });
      const saved = (await (await request.get('/api/addresses', { headers })).json()) as unknown[];
      expect(saved).toHaveLength(1);
    });
  }
}
