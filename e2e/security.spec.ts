import { messages } from '@copyvest/shared';
import { expect, type Page, test } from './support/fixtures';
import { logInThroughForm, newAccount, signUp, signUpAndOpen } from './support/accounts';
import {
  expectNoViolations,
  expectNoViolationsInLightAndDark,
  inLightAndDark,
} from './support/a11y';

const s = messages.security;

/** Opens /profile and waits until the Security section has loaded its sessions and activity. */
async function openSecurity(page: Page) {
  await page.goto('/profile');
  const sessions = page.getByRole('region', { name: s.sessionsTitle });
  // A cold load: the profile page's chunks, then the SDK's chunk, then the sessions.
  await expect(sessions.getByText(s.thisDevice)).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('region', { name: s.activityTitle }).getByRole('listitem').first(),
  ).toBeVisible();
  return sessions;
}

/** A Sonner toast with this text. */
function toastWith(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test.describe('profile security', () => {
  test('lists the sessions of two browsers and signs the other one out', async ({
    page,
    browser,
  }) => {
    const account = await signUpAndOpen(page, '/dashboard', newAccount({ name: 'Sam Sessions' }));

    // A second browser (another device) signs in with the same account.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logInThroughForm(otherPage, account.email, account.password);
    await expect(otherPage).toHaveURL('/dashboard');

    const sessions = await openSecurity(page);
    const rows = sessions.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    const here = rows.filter({ hasText: s.thisDevice });
    const there = rows.filter({ hasNotText: s.thisDevice });
    // Device, system and browser from the user agent (Playwright's desktop Chrome).
    await expect(here).toContainText(/Chrome on \w+/);
    await expect(there).toContainText(/Chrome on \w+/);
    await expect(there).toContainText(s.ipAddress);
    await expect(there).toContainText(s.lastUsed);

    // The activity shows the sign-up and both sign-ins, with labels people read.
    const activity = page.getByRole('region', { name: s.activityTitle });
    await expect(activity.getByText(s.events['user.create']!, { exact: true })).toBeVisible();
    await expect(activity.getByText(s.events['session.create']!, { exact: true })).toHaveCount(2);

    await there.getByRole('button', { name: /^Sign out Chrome on / }).click();
    await expect(toastWith(page, s.sessionSignedOut)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(s.thisDevice);

    // The other browser finds itself signed out without doing anything: the server closes its live
    // connection (1008), the app asks the session again and opens /login.
    await expect(otherPage).toHaveURL('/login');
    await expect(toastWith(otherPage, messages.auth.sessionEnded)).toBeVisible();
    await other.close();

    // This browser is still signed in.
    await page.reload();
    await expect(page.getByRole('region', { name: s.sessionsTitle })).toBeVisible();
  });

  test('signs out everywhere after asking', async ({ page, browser }) => {
    const account = await signUpAndOpen(page);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logInThroughForm(otherPage, account.email, account.password);
    await expect(otherPage).toHaveURL('/dashboard');

    await openSecurity(page);
    await page.getByRole('button', { name: s.signOutEverywhere }).click();
    const dialog = page.getByRole('dialog', { name: s.signOutEverywhereTitle });
    await expect(dialog).toContainText(s.signOutEverywhereText);
    await dialog.getByRole('button', { name: s.signOutEverywhere }).click();
    await expect(page).toHaveURL('/login');
    await expect(toastWith(page, s.signedOutEverywhere)).toBeVisible();

    await otherPage.reload();
    await expect(otherPage).toHaveURL('/login');
    await other.close();
  });

  test('changes the password; the old one stops working, the new one signs in', async ({
    page,
  }) => {
    // Signed up through the API in this browser; the test starts on the profile.
    const account = await signUp(page.request);
    await openSecurity(page);
    const card = page.getByRole('region', { name: s.passwordTitle });
    const newPassword = 'N3w-passw0rd!';

    // The rules first, then a wrong current password, each next to its field.
    await card.getByLabel(s.currentPassword).fill(account.password);
    await card.getByLabel(s.newPassword, { exact: true }).fill('short');
    await card.getByRole('button', { name: s.changePassword }).click();
    await expect(card.getByText(messages.validation.passwordMin)).toBeVisible();
    await card.getByLabel(s.currentPassword).fill('not-the-password');
    await card.getByLabel(s.newPassword, { exact: true }).fill(newPassword);
    await card.getByRole('button', { name: s.changePassword }).click();
    await expect(card.getByText('The current password is incorrect')).toBeVisible();
    await expect(page).toHaveURL('/profile'); // a refused password is not a sign-out

    await card.getByLabel(s.currentPassword).fill(account.password);
    await card.getByRole('button', { name: s.changePassword }).click();
    await expect(toastWith(page, s.passwordChanged)).toBeVisible();
    await expect(card.getByLabel(s.currentPassword)).toHaveValue('');
    await expect(
      page
        .getByRole('region', { name: s.activityTitle })
        .getByText(s.events['user.update.password']!),
    ).toBeVisible();

    await page.getByRole('button', { name: messages.ui.logout }).first().click();
    await expect(page).toHaveURL('/login');
    await logInThroughForm(page, account.email, account.password);
    await expect(page.getByText(messages.errors.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL('/login');
    await logInThroughForm(page, account.email, newPassword);
    await expect(page).toHaveURL('/dashboard');
  });

  test('changes the sign-in e-mail with the password', async ({ page }) => {
    // Signed up through the API in this browser; the test starts on the profile.
    const account = await signUp(page.request);
    await openSecurity(page);
    const card = page.getByRole('region', { name: s.emailTitle });
    const newEmail = newAccount().email;
    await card.getByLabel(s.newEmail).fill(newEmail);
    await card.getByLabel(s.emailPassword, { exact: true }).fill(account.password);
    await card.getByRole('button', { name: s.changeEmail }).click();
    await expect(toastWith(page, s.emailChanged)).toBeVisible();
    await expect(card).toContainText(s.currentEmail(newEmail));
    await expect(page.getByRole('main').getByText(newEmail, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: messages.ui.logout }).first().click();
    await expect(page).toHaveURL('/login');
    await logInThroughForm(page, newEmail, account.password);
    await expect(page).toHaveURL('/dashboard');
  });

  test('closes the account: signed out with a message, and signing in is refused', async ({
    page,
  }) => {
    // Signed up through the API in this browser; the test starts on the profile.
    const account = await signUp(page.request);
    await openSecurity(page);
    await page.getByRole('button', { name: s.closeButton }).click();
    const dialog = page.getByRole('dialog', { name: s.closeConfirmTitle });
    await expect(dialog).toContainText(s.closeConfirmText);
    await expect(dialog.getByRole('button', { name: messages.common.cancel })).toBeFocused();
    await dialog.getByRole('button', { name: s.closeButton }).click();
    await expect(page).toHaveURL('/login');
    await expect(toastWith(page, s.accountClosed)).toBeVisible();

    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
    await logInThroughForm(page, account.email, account.password);
    await expect(toastWith(page, messages.errors.userBlocked)).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('the Security section is accessible with its errors and dialogs, on a phone, in light and dark', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // Signed up through the API in this browser; the test starts on the profile.
    await signUp(page.request);
    await openSecurity(page);
    const card = page.getByRole('region', { name: s.passwordTitle });
    await card.getByRole('button', { name: s.changePassword }).click();
    await expect(card.getByText(messages.validation.currentPasswordRequired)).toBeVisible();
    await inLightAndDark(page, async () => {
      await expectNoViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    await page.getByRole('button', { name: s.closeButton }).click();
    await expect(page.getByRole('dialog', { name: s.closeConfirmTitle })).toBeVisible();
    await expectNoViolationsInLightAndDark(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: s.closeConfirmTitle })).toBeHidden();
  });
});
