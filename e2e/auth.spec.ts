import { messages } from '@copyvest/shared';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN } from '../playwright.config';
import {
  createAccount,
  logInThroughForm,
  registerThroughForm,
  signUpAndOpen,
} from './support/accounts';

test.describe('sign-up and sign-in', () => {
  test('registering signs the user in and shows the inactive dashboard', async ({ page }) => {
    await registerThroughForm(page);
    await expect(page.getByText(messages.toast.signedUp)).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: messages.ui.inactiveHeading })).toBeVisible();
    await expect(page.getByText(messages.ui.inactiveText)).toBeVisible();
    await expect(page.getByRole('link', { name: messages.ui.contactSupport })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  test('the register page prefills the referrer id from ?refId', async ({ page }) => {
    await page.goto('/register?refId=friend-42');
    await expect(page.getByLabel('Referral ID (optional)')).toHaveValue('friend-42');
  });

  test('the login form shows the validation messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(messages.validation.emailRequired)).toBeVisible();
    await expect(page.getByText(messages.validation.passwordRequired)).toBeVisible();

    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(messages.validation.passwordMin)).toBeVisible();
    await expect(page.getByText(messages.validation.emailRequired)).toBeHidden();
    await expect(page).toHaveURL('/login');
  });

  test("a wrong password shows the server's message", async ({ page, request }) => {
    const account = await createAccount(request);
    await logInThroughForm(page, account.email, 'not-the-password');
    await expect(page.getByText(messages.errors.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  test('logging out and in again', async ({ page }) => {
    const account = await signUpAndOpen(page);
    await expect(page.getByRole('heading', { name: messages.ui.inactiveHeading })).toBeVisible();

    await page.getByRole('button', { name: messages.ui.logout }).click();
    await expect(page.getByText(messages.toast.loggedOut)).toBeVisible();
    await expect(page).toHaveURL('/login');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');

    await logInThroughForm(page, account.email, account.password);
    await expect(page.getByText(messages.toast.loggedIn)).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: messages.ui.inactiveHeading })).toBeVisible();
  });
});

test.describe('route guards', () => {
  test('an anonymous visit to /dashboard goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: messages.auth.loginTitle })).toBeVisible();
  });

  test('a signed-in user who opens /login goes to /dashboard', async ({ page }) => {
    await signUpAndOpen(page);
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
  });

  test('a non-admin cannot open /admin', async ({ page }) => {
    await signUpAndOpen(page);
    await page.goto('/admin');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('link', { name: messages.nav.manageUsers })).toHaveCount(0);
  });

  test('an admin opens /admin and can switch to the user dashboard', async ({ page }) => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: messages.nav.adminDashboard }).click();
    await expect(page).toHaveURL('/admin');
    await expect(
      page.getByRole('heading', { name: messages.pages.adminOverviewTitle }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: messages.nav.manageUsers })).toBeVisible();
  });
});

test.describe('theme', () => {
  test('the chosen theme survives a reload without a flash', async ({ page }) => {
    // Record the <html> class at the moment <body> starts, before any app code runs.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        (window as unknown as { classAtBody: string }).classAtBody =
          document.documentElement.className;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    await page.getByRole('button', { name: messages.theme.toDark }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody),
    ).toContain('dark');
    await expect(page.getByRole('button', { name: messages.theme.toLight })).toBeVisible();
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the public mobile menu opens, closes and closes on navigation', async ({ page }) => {
    await page.goto('/login');
    const toggle = page.getByRole('button', { name: messages.nav.openMenu });
    await toggle.click();
    const menu = page.locator('#public-mobile-menu');
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: messages.nav.closeMenu }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: messages.nav.openMenu }).click();
    await menu.getByRole('link', { name: messages.nav.login }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/login');
  });

  test('the signed-in drawer opens and logs out', async ({ page }) => {
    // Signed up through the API: no "signed up" toast covers the drawer's Logout button.
    await signUpAndOpen(page);
    await expect(page.getByRole('heading', { name: messages.ui.inactiveHeading })).toBeVisible();
    await page.getByRole('button', { name: messages.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: messages.nav.app });
    await expect(drawer.getByRole('link', { name: messages.nav.transactions })).toBeVisible();
    await drawer.getByRole('link', { name: messages.nav.transactions }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: messages.nav.transactions })).toBeVisible();

    await page.getByRole('button', { name: messages.nav.openMenu }).click();
    await drawer.getByRole('button', { name: messages.ui.logout }).click();
    await expect(page).toHaveURL('/login');
  });
});
