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
 * axe in the light theme, then in the dark one (as the theme toggle sets it), and back. Colours
 * ease between themes (transition-colors on the header's links, daisyUI's buttons): axe must read
 * them once those transitions have ended, or it sees a colour halfway between the two themes.
 */
export async function axeLightAndDark(page: Page): Promise<void> {
  const theme = (name: string) =>
    page.evaluate(async (value) => {
      document.documentElement.dataset.theme = value;
      // getAnimations() recalculates styles first, so the transitions the switch starts are in it;
      // a looping animation (a skeleton's pulse, a spinner) never finishes and is left out.
      const ending = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
      await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
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
