import AxeBuilder from '@axe-core/playwright';
import { messages } from '@copyvest/shared';
import { expect, test, type Page } from './support/fixtures';
import { signUpAndOpen } from './support/accounts';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html}`).join(' | ')}`,
    ),
  ).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`login, register, country search and the inactive dashboard are accessible (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(messages.validation.emailRequired)).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/register');
    await page.getByRole('button', { name: /^Country/ }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    // The register page's own check is above; the inactive dashboard needs only an account.
    await signUpAndOpen(page);
    await expect(page.getByRole('heading', { name: messages.ui.inactiveHeading })).toBeVisible();
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expectNoViolations(page);
  });
}
