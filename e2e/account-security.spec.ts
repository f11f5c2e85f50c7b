import { messages } from '@copyvest/shared';
import { expect, test } from './support/fixtures';
import {
  completeRegistration,
  createAccount,
  logInThroughForm,
  newAccount,
  signUpAndOpen,
} from './support/accounts';
import { logInAdmin } from './support/admin-api';
import { codeIn, linkIn, mailTo, serverNow, totpAt } from './support/mailbox';

const access = messages.access;
const twoFactor = messages.twoFactor;

test.describe('account security', () => {
  test('forgot password → mail → reset → sign in with the new password', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, newAccount());
    await logInAdmin(request);
    await page.goto('/login');
    await page.getByRole('link', { name: messages.signIn.forgotLink }).click();
    await expect(page).toHaveURL('/forgot-password');
    // The login page stays on screen while the next page's code loads: fill the new form only.
    await expect(page.getByRole('heading', { name: access.forgotTitle })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: access.forgotButton }).click();
    await expect(page.getByText(access.forgotSent)).toBeVisible();

    const link = linkIn(await mailTo(request, account.email, /Reset your/));
    expect(new URL(link).pathname).toBe('/reset-password');
    await page.goto(link);
    await page.getByLabel(access.newPassword).fill('Brand-new-passw0rd');
    await page.getByRole('button', { name: access.resetButton }).click();
    await expect(page.getByText(access.resetDone)).toBeVisible();

    await logInThroughForm(page, account.email, account.password);
    await expect(page.getByText(messages.errors.invalidCredentials)).toBeVisible();
    await logInThroughForm(page, account.email, 'Brand-new-passw0rd');
    await expect(page).toHaveURL('/dashboard');

    // The link worked once.
    await page.goto(link);
    await page.getByLabel(access.newPassword).fill('Another-passw0rd');
    await page.getByRole('button', { name: access.resetButton }).click();
    await expect(page.getByText(access.linkInvalid)).toBeVisible();
  });

  test('a signed-in user who opens a magic link of another account is asked, and stays on Cancel', async ({
    page,
    request,
  }) => {
    const current = await createAccount(request, newAccount());
    const other = await createAccount(request, newAccount());
    await logInThroughForm(page, current.email, current.password);
    await expect(page).toHaveURL('/dashboard');

    // A link of another account, as an attacker would plant it (decision 041).
    const sent = await request.post('/v1/account/tokens/magic-url', {
      data: {
        userId: 'unique()',
        email: other.email,
        url: new URL('/magic-link', page.url()).href,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await logInAdmin(request);
    const link = linkIn(await mailTo(request, other.email, /sign-in link/));
    await page.goto(link);

    await expect(page.getByText(access.magicSignedInAs(current.email))).toBeVisible();
    await expect(page.getByText(access.magicSwitchQuestion(current.email))).toBeVisible();
    await page.getByRole('button', { name: access.magicSwitchCancel }).click();
    await expect(page).toHaveURL('/dashboard');
    const session = await page.request.get('/v1/account');
    expect((await session.json()).email).toBe(current.email);
  });

  test('verify the e-mail from the dashboard banner', async ({ page, request }) => {
    const account = await signUpAndOpen(page);
    await logInAdmin(request);
    await page.getByRole('button', { name: access.resendVerification }).click();
    await expect(page.getByText(access.verificationSent)).toBeVisible();
    const link = linkIn(await mailTo(request, account.email, /Verify your/));
    await page.goto(link);
    await expect(page.getByText(access.verified)).toBeVisible();
    await page.getByRole('link', { name: access.goToDashboard }).first().click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('button', { name: access.resendVerification })).toBeHidden();
  });

  test('turn on TOTP two-factor, sign out, sign in with the second factor', async ({
    page,
    request,
  }) => {
    const account = await signUpAndOpen(page, '/profile');
    await logInAdmin(request);
    await page.getByRole('button', { name: twoFactor.enableTwoFactor }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel(access.authenticatorCode).fill(totpAt(secret, await serverNow(request)));
    await page.getByRole('button', { name: twoFactor.confirm }).click();
    const codes = page.getByRole('list', { name: twoFactor.recoveryCodesTitle });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: twoFactor.savedCodes }).click();
    await expect(page.getByRole('button', { name: twoFactor.disableTwoFactor })).toBeVisible();

    await page.getByRole('button', { name: messages.ui.logout }).first().click();
    await expect(page).toHaveURL('/login');
    await logInThroughForm(page, account.email, account.password);
    await expect(page.getByRole('heading', { name: messages.signIn.mfaTitle })).toBeVisible();
    // The code of the next 30-second step: the one used to set up the app is spent.
    await page
      .getByLabel(access.authenticatorCode)
      .fill(totpAt(secret, (await serverNow(request)) + 30_000));
    await page.getByRole('button', { name: access.mfaVerify }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('sign in with an e-mailed code', async ({ page, request }) => {
    const account = await createAccount(request, newAccount());
    await logInAdmin(request);
    await page.goto('/login');
    await page.getByRole('button', { name: messages.signIn.emailMeCode }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: access.sendCode }).click();
    await expect(page.getByText(access.codeSentTo(account.email), { exact: false })).toBeVisible();
    const code = codeIn(await mailTo(request, account.email, /sign-in code/));
    await page.getByLabel(access.code).fill(code);
    await page.getByRole('button', { name: access.verifyCode, exact: true }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('sign in with the mock OAuth2 provider', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: messages.signIn.continueWith('Mock') }).click();
    // A new account from a provider has no phone, country or consent: it completes them first.
    await completeRegistration(page);
    await page.goto('/profile');
    await expect(page.getByText('mock@example.com').first()).toBeVisible();
  });
  test('a new phone number on the profile asks for the password, and the owner is mailed', async ({
    page,
    request,
  }) => {
    const account = await signUpAndOpen(page, '/profile');
    await logInAdmin(request);
    const phone = page.getByLabel('Phone number');
    await phone.fill('+1 415 555 0199');
    await expect(page.getByText(messages.profile.phonePasswordHint)).toBeVisible();
    await page.getByRole('button', { name: messages.profile.save }).click();
    await expect(page.getByText(messages.errors.phoneChangeNeedsPassword)).toBeVisible();
    await page.getByLabel(messages.profile.currentPassword).fill(account.password);
    await page.getByRole('button', { name: messages.profile.save }).click();
    await expect(page.getByText(messages.toast.userUpdated)).toBeVisible();
    await expect(page.getByLabel(messages.profile.currentPassword)).toBeHidden();
    await mailTo(request, account.email, /phone number of your account was changed/);
  });
});
