// Takes screenshots of pages for a human look: node e2e/screenshots.mjs BASE_URL OUT_DIR path [path...]
// Each path is shot in light and dark, at desktop (1280) and mobile (390) widths.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', out = '/tmp/shots', ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const theme of ['light', 'dark']) {
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['mobile', 390, 844],
  ]) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    for (const p of paths.length ? paths : ['/']) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${theme}-${label}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL === '1' });
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${out}`);
