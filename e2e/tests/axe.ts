import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical accessibility violations of the page as it is now.
 *
 * axe runs in the page itself (legacy mode) and reports violations only: by default the builder
 * opens a blank page to merge the frames' results, which on these machines costs a new renderer
 * (about a second of a 1.5-2.5 s run), and details every passing check too. Our pages have no
 * cross-origin frames, the one thing legacy mode cannot test; the same rules run, and a page with
 * a low-contrast text, an image without alt and an empty button got the same three violations
 * either way.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await finishAnimations(page);
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

/**
 * Jumps every transition and animation that has an end to it, so axe reads the colours a user sees
 * once the page is still, not a colour halfway through a hover, a focus ring or a theme switch
 * (transition-colors on the header's links, daisyUI's buttons and radios). Finishing, not waiting:
 * awaiting `finished` hung now and then here (a daisyUI radio's 200 ms animation whose promise
 * never settled, 2 runs in 6 of the admin contest journey). A looping animation (a skeleton's
 * pulse, a spinner) has no end and is left as it is.
 */
async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    // getAnimations() recalculates styles first, so the transitions just started are in it.
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) continue;
      try {
        animation.finish();
      } catch {
        // A paused animation at playback rate 0 cannot be finished; it does not move either.
      }
    }
  });
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
