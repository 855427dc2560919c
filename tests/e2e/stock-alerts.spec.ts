import { expect, test } from '@playwright/test';
import type { OptionStockResponse } from '../../src/types/api';
import { logIn, registerShopper, TRADER_KEY } from './shopper';

// The back-in-stock journey against the real API, in both languages: on a sold-out size, a
// signed-in shopper turns on "notify me"; the trader restocks that size through the API; the
// back-in-stock mail is in the development outbox, in the shopper's language, with the link.
//
// The product: the seed's first, the Classic Plain Crepe Abaya (عباية كريب سادة كلاسيكية), black,
// whose size 60 the seed sells out (server/src/db/seed/option-stock.ts, DEMO_STOCK). Each run sets
// it back to 0 first, so the journey does not depend on the other language's run.

const PRODUCT_ID = 1;
const option = { color: 'black', size: '60' };

const text = {
  ar: {
    name: 'عباية كريب سادة كلاسيكية',
    soldOutSize: '60، نفدت الكمية',
    soldOut: 'نفدت الكمية لهذا الاختيار',
    notify: 'أعلمني عند توفره',
    confirmed: 'تم، سنراسلك بالبريد الإلكتروني عند توفره من جديد.',
    waiting: 'سنراسلك بالبريد الإلكتروني عند توفره.',
    subject: 'عاد إلى المخزون في لباس: عباية كريب سادة كلاسيكية',
  },
  en: {
    name: 'Classic Plain Crepe Abaya',
    soldOutSize: '60, sold out',
    soldOut: 'Sold out in this choice',
    notify: "Notify me when it's back",
    confirmed: "Done: we'll email you when it's back in stock.",
    waiting: "We'll email you when it's back.",
    subject: 'Back in stock at Libas: Classic Plain Crepe Abaya',
  },
} as const;

test.describe.configure({ mode: 'serial' });

for (const language of ['ar', 'en'] as const) {
  test(`a shopper asks to hear when a sold-out size is back, and the restock mails them (${language})`, async ({ page, request }) => {
    const t = text[language];
    const restock = (stock: number) =>
      request.put(`/api/trader/products/${PRODUCT_ID}/stock`, { data: { ...option, stock }, headers: { 'X-Trader-Key': TRADER_KEY } });
    expect((await restock(0)).ok()).toBe(true);

    const shopper = await registerShopper(request, language, language === 'ar' ? 'هيفاء الشهري' : 'Haifa Alshehri');
    await logIn(page, language, shopper);
    await page.goto(`/product/${PRODUCT_ID}?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t.name })).toBeVisible();

    // The sold-out size is marked, and still chosen by a click on its chip.
    const size = page.getByRole('radio', { name: t.soldOutSize, exact: true });
    await expect(size).toBeAttached();
    await page.getByTitle(t.soldOutSize, { exact: true }).click();
    await expect(size).toBeChecked();
    await expect(page.getByText(t.soldOut)).toBeVisible();

    await page.getByRole('button', { name: t.notify }).click();
    await expect(page.getByText(t.confirmed)).toBeVisible();
    await expect(page.getByText(t.waiting)).toBeVisible();

    // The trader's restock sends the waiting alerts before it answers.
    const restocked = await restock(3);
    expect(restocked.ok()).toBe(true);
    expect(((await restocked.json()) as OptionStockResponse).alerts_sent).toBeGreaterThanOrEqual(1);

    const outbox = await request.get(`/api/dev/outbox?email=${encodeURIComponent(shopper.email)}`);
    expect(outbox.ok()).toBe(true);
    const [mail] = (await outbox.json()) as { subject: string; text: string }[];
    expect(mail!.subject).toBe(t.subject);
    expect(mail!.text).toContain(`/product/${PRODUCT_ID}?lng=${language}`);

    // The demo's sold-out size again, for the next run.
    expect((await restock(0)).ok()).toBe(true);
  });
}
