import { expect, test } from '@playwright/test';
import { formatSar, fromHalalas } from '../../src/lib/money';
import type { Product, ShippingCost } from '../../src/types/api';
import { answerTheGeocoderLocally, fillCheckout, gateRadio, payableHalalas, shopperWithCart, words } from './shopper';

// The card journey against the real API, in both languages: checkout with a card → the test
// gateway's page names the card as it is typed → a declined card ends on the rejected state with
// the stock back → back to checkout, another card → a confirmed /payment-status?order_id= with card
// shown → the tax invoice opens.

const text = {
  ar: {
    number: 'رقم البطاقة',
    name: 'الاسم على البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز التحقق (CVC)',
    payButton: /^ادفع/,
    failed: 'لم تتم عملية الدفع',
    backToCheckout: 'العودة إلى إتمام الطلب',
    confirmed: 'تم تأكيد طلبك',
    card: 'بطاقة مدى',
    invoice: 'الفاتورة الضريبية',
  },
  en: {
    number: 'Card number',
    name: 'Name on the card',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    payButton: /^Pay/,
    failed: 'Your payment did not go through',
    backToCheckout: 'Back to checkout',
    confirmed: 'Your order is confirmed',
    card: 'mada (debit card)',
    invoice: 'Tax invoice',
  },
} as const;

for (const language of ['ar', 'en'] as const) {
  test(`a shopper pays by card, declined and then approved (${language})`, async ({ page, request, baseURL }) => {
    const t = { ...words[language], ...text[language] };
    await answerTheGeocoderLocally(page, baseURL!);
    const { product } = await shopperWithCart(page, request, language);
    const stockOf = async () => ((await (await request.get(`/api/products/${product.id}`)).json()) as Product).quantity;

    // A declined card: the order fails, the stock comes back, the cart is kept.
    await fillCheckout(page, language, 'visa');
    const shipping = (await (await request.post('/api/calculate/shiping', { data: { city: t.cityCode, cod: false, shiping_gate: 'naqel' } })).json()) as ShippingCost;
    const payable = payableHalalas(product, 2, shipping);
    await expect(page.getByTestId('checkout-total')).toHaveText(formatSar(fromHalalas(payable), language));
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/tpay_[\\w-]+\\?lng=${language}$`));
    expect(await stockOf()).toBe(product.quantity - 2);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(formatSar(fromHalalas(payable), language), { exact: true })).toBeVisible();
    const number = page.getByLabel(t.number);
    await number.pressSequentially('4000000000000002');
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await expect(page.locator('#card-network')).toHaveText('Visa');
    await page.getByLabel(t.name).fill('Huda Alshehri');
    await page.getByLabel(t.expiry).fill('12/30');
    await page.getByLabel(t.cvc).fill('123');
    await page.getByRole('button', { name: t.payButton }).click();
    await expect(page).toHaveURL(/\/payment-status\?order_id=\d+$/);
    await expect(page.getByRole('heading', { name: t.failed })).toBeVisible();
    expect(await stockOf()).toBe(product.quantity);

    // Again, with a mada card that approves: checkout starts with everything filled, nothing to type.
    await page.getByRole('link', { name: t.backToCheckout }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(gateRadio(page, language, t.naqel)).toBeChecked();
    await expect(page.getByRole('combobox', { name: t.city, exact: true })).toHaveValue(t.cityCode);
    await expect(page.getByRole('radio', { name: t.visa })).toBeChecked();
    await expect(page.getByRole('textbox', { name: t.street })).toHaveValue('King Abdulaziz Road');
    await expect(page.getByRole('textbox', { name: t.building })).toHaveValue('7235');
    await expect(page.getByTestId('checkout-total')).toHaveText(formatSar(fromHalalas(payable), language));
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/tpay_[\\w-]+\\?lng=${language}$`));
    await page.getByLabel(t.number).pressSequentially('4464040000000007');
    await expect(page.locator('#card-network')).toHaveText('mada');
    await page.getByLabel(t.name).fill('Huda Alshehri');
    await page.getByLabel(t.expiry).fill('12/30');
    await page.getByLabel(t.cvc).fill('123');
    await page.getByRole('button', { name: t.payButton }).click();
    await expect(page).toHaveURL(/\/payment-status\?order_id=\d+$/);
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
    await expect(page.getByTestId('payment-method')).toHaveText(t.card);
    await expect(page.getByTestId('order-total')).toHaveText(formatSar(fromHalalas(payable), language));
    expect(await stockOf()).toBe(product.quantity - 2);

    // The printable tax invoice, with the order's QR.
    const [invoice] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: t.invoice }).click()]);
    await expect(invoice.getByRole('heading', { name: 'فاتورة ضريبية مبسطة' })).toBeVisible();
    await expect(invoice.getByRole('heading', { name: 'Simplified tax invoice' })).toBeVisible();
    await expect(invoice.getByRole('img', { name: /QR/ })).toBeVisible();
    // The card that paid, as the gateway's record names it.
    await expect(invoice.getByText('mada (debit card)')).toBeVisible();
  });
}
