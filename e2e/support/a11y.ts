import AxeBuilder from '@axe-core/playwright';
import { THEME_STORAGE_KEY } from '@copyvest/shared';
import { expect, test, type Page } from '@playwright/test';

/**
 * No WCAG 2 A/AA violation on the page, each one named with where it is and why (the landing's
 * third-party market widget, an iframe, is not ours to fix). Frames are excluded, so axe runs in
 * the page alone (`setLegacyMode`): its default opens a blank page per check to merge the frames'
 * results, which cost about a tenth of the accessibility tests' time for nothing to merge. Only
 * the violations are reported in full (`resultTypes`): axe then describes one node per passing
 * rule instead of every node (selectors and HTML for each), which this check never reads.
 */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('iframe')
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html}`).join(' | ')}`,
    ),
  ).toEqual([]);
}

/** Nothing wider than the viewport (a 375 px phone scrolls only vertically). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export type ColorScheme = 'light' | 'dark';

/** `dark` as a whole class name of <html>, not a part of another one. */
const DARK_CLASS = /(^|\s)dark(\s|$)/;

/**
 * Runs `check` on the page as it is, first in the light colour scheme, then in the dark one,
 * without loading it again: the app follows the system scheme live while no theme is stored
 * (apps/web/src/lib/theme.ts), so emulating the other scheme repaints the same page and state.
 * Each switch is proven by <html>'s `dark` class, so a stored theme (which pins one scheme) fails
 * here instead of checking the same scheme twice. The page is left in the scheme it was in.
 */
export async function inLightAndDark(
  page: Page,
  check: (scheme: ColorScheme) => Promise<void>,
): Promise<void> {
  const { stored, systemDark } = await page.evaluate(
    (key) => ({
      stored: window.localStorage.getItem(key),
      systemDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
    }),
    THEME_STORAGE_KEY,
  );
  expect(
    stored,
    `a stored theme ("${stored}") pins one scheme: the page would not follow the system scheme`,
  ).toBeNull();
  for (const scheme of ['light', 'dark'] as const) {
    await test.step(`in the ${scheme} scheme`, async () => {
      await switchScheme(page, scheme);
      await check(scheme);
    });
  }
  if (!systemDark) await switchScheme(page, 'light');
}

/** No WCAG 2 A/AA violation on the page as it is, in the light and in the dark scheme. */
export async function expectNoViolationsInLightAndDark(page: Page) {
  await inLightAndDark(page, () => expectNoViolations(page));
}

async function switchScheme(page: Page, scheme: ColorScheme) {
  await page.emulateMedia({ colorScheme: scheme });
  const html = page.locator('html');
  if (scheme === 'dark') await expect(html, 'the page turned dark').toHaveClass(DARK_CLASS);
  else await expect(html, 'the page turned light').not.toHaveClass(DARK_CLASS);
  // Colours that fade on a change (`transition-colors`) are measured once they have arrived.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
