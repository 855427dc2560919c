#!/usr/bin/env node
// A diagnostic, not a test: every exception thrown, caught or not, while a served page loads and
// hydrates in Chromium, grouped by where it was thrown. An inspector (Lighthouse, DevTools) records
// a stack for each, so what is thrown in normal flow costs more under one than on a phone.
// Needs `npm run build` first. THROWS_PATHS (default `/,/shop,/product/{first product}`) and
// THROWS_PORT (default 4600) tune it; CHROMIUM_PATH as for the other scripts.
import { chromium } from 'playwright';
import { startShop } from './shop-server.mjs';

const { base, stop } = await startShop({ port: Number(process.env.THROWS_PORT ?? 4600), dataDir: '.throws-data' });
const [first] = (await (await fetch(`${base}/api/products?page=1`)).json()).data;
const paths = (process.env.THROWS_PATHS ?? `/,/shop,/product/${first.id}`).split(',');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const language of ['ar', 'en']) {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const scripts = new Map();
      const thrown = new Map();
      cdp.on('Debugger.scriptParsed', (event) => scripts.set(event.scriptId, event.url.replace(base, '')));
      cdp.on('Debugger.paused', async (event) => {
        const what = (event.data?.description ?? event.data?.className ?? 'a value').split('\n')[0].slice(0, 80);
        const where = event.callFrames
          .slice(0, 4)
          .map((frame) => `${frame.functionName || '(anonymous)'} ${scripts.get(frame.location.scriptId) ?? ''}:${frame.location.lineNumber + 1}:${frame.location.columnNumber + 1}`)
          .join(' < ');
        const key = `${what} at ${where}`;
        thrown.set(key, (thrown.get(key) ?? 0) + 1);
        await cdp.send('Debugger.resume').catch(() => undefined);
      });
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });
      await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}lng=${language}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const total = [...thrown.values()].reduce((sum, count) => sum + count, 0);
      console.log(`\n${language} ${path}: ${total} thrown`);
      for (const [key, count] of [...thrown].sort((a, b) => b[1] - a[1])) console.log(`  ${count}× ${key}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  stop();
}
