import { messages } from '@copyvest/shared';
import { expect, test } from './support/fixtures';
import { signUpAndOpen } from './support/accounts';
import { expectNoViolationsInLightAndDark } from './support/a11y';

test('login, register, country search and the inactive dashboard are accessible in light and dark', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(messages.validation.emailRequired)).toBeVisible();
  await expectNoViolationsInLightAndDark(page);

  await page.goto('/register');
  await page.getByRole('button', { name: /^Country/ }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoViolationsInLightAndDark(page);
  await page.keyboard.press('Escape');

  // The register page's own check is above; the inactive dashboard needs only an account.
  await signUpAndOpen(page);
  await expect(page.getByRole('heading', { name: messages.ui.inactiveHeading })).toBeVisible();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expectNoViolationsInLightAndDark(page);
});
