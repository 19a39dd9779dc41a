import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's transitions and other finite animations have ended. Colours ease (the
 * header's links have transition-colors, daisyUI's buttons and the option list transition too),
 * so right after a theme switch, a click or a hover a contrast check would read a colour halfway.
 * getAnimations() recalculates styles first, so the transitions just started are in it; a looping
 * animation (a skeleton's pulse, a spinner) never finishes and is left out.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Fails on serious or critical accessibility violations of the page as it is now, once its
 * transitions have ended.
 *
 * axe runs in the page itself (legacy mode) and reports violations only: by default the builder
 * opens a blank page to merge the frames' results, which on these machines costs a new renderer
 * (about a second of a 1.5-2.5 s run), and details every passing check too. Our pages have no
 * cross-origin frames, the one thing legacy mode cannot test; the same rules run, and a page with
 * a low-contrast text, an image without alt and an empty button got the same three violations
 * either way.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/** axe in the light theme, then in the dark one (as the theme toggle sets it), and back. */
export async function axeLightAndDark(page: Page): Promise<void> {
  const theme = (name: string) =>
    page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, name);
  await theme('light');
  await expectNoSeriousA11yViolations(page);
  await theme('dark');
  await expectNoSeriousA11yViolations(page);
  await theme('light');
}

/** Collects console errors of a page so a test can assert there were none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
