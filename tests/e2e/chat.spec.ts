import { expect, test } from '@playwright/test';
import { logIn, registerShopper, TRADER_KEY } from './shopper';

// A conversation with the seller against the real API, in both languages: a shopper writes from the
// chat panel; the trader, in a second window, opens /trader with the key, reads and answers; the
// answer comes into the open panel by polling, and the shopper's message shows as read.


const text = {
  ar: {
    open: /^محادثة البائع/,
    panel: 'تحدث مع البائع',
    box: 'رسالتك',
    question: 'هل يتوفر مقاس M من العباية السوداء؟',
    sent: 'أُرسلت',
    read: 'قُرئت',
    inbox: 'محادثات العملاء',
    key: 'مفتاح التاجر (TRADER_KEY)',
    openInbox: 'افتح المحادثات',
    reply: 'ردّك',
    answer: 'نعم، المقاس M متوفر ويصلك خلال يومين.',
  },
  en: {
    open: /^Chat with the seller/,
    panel: 'Chat with the seller',
    box: 'Your message',
    question: 'Is the black abaya available in size M?',
    sent: 'Sent',
    read: 'Read',
    inbox: 'Customer chats',
    key: 'Trader key (TRADER_KEY)',
    openInbox: 'Open the inbox',
    reply: 'Your reply',
    answer: 'Yes, size M is in stock and reaches you in two days.',
  },
} as const;

for (const language of ['ar', 'en'] as const) {
  test(`a shopper and the trader hold a conversation (${language})`, async ({ page, browser, request }) => {
    const t = text[language];
    const name = `Shopper ${language} ${Date.now().toString(36)}`;
    await logIn(page, language, await registerShopper(request, language, name));

    await page.getByRole('button', { name: t.open }).click();
    const panel = page.getByRole('dialog', { name: t.panel });
    const box = panel.getByRole('textbox', { name: t.box });
    await expect(box).toBeFocused();
    await box.fill(t.question);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const mine = panel.getByRole('listitem').filter({ hasText: t.question });
    await expect(mine).toBeVisible();

    // The trader, in a window of their own.
    const traderWindow = await browser.newContext();
    const trader = await traderWindow.newPage();
    await trader.goto(`/trader?lng=${language}`);
    await expect(trader.getByRole('heading', { level: 1, name: t.inbox })).toBeVisible();
    await trader.getByLabel(t.key).fill(TRADER_KEY);
    await trader.getByRole('button', { name: t.openInbox }).click();
    await trader.getByRole('button', { name: new RegExp(name) }).click();
    await expect(trader.getByRole('log').getByText(t.question)).toBeVisible();
    const reply = trader.getByRole('textbox', { name: t.reply });
    await reply.fill(t.answer);
    await reply.press('Enter');
    await expect(trader.getByRole('log').getByText(t.answer)).toBeVisible();

    // The answer comes into the open panel within a few seconds, and the question shows as read.
    await expect(panel.getByText(t.answer, { exact: true })).toBeVisible({ timeout: 8_000 });
    await expect(mine.getByText(t.read)).toBeAttached();
    await traderWindow.close();

    // Closed with Escape, focus back on the button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: t.open })).toBeFocused();
  });
}
