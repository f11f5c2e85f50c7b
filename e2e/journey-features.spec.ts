import { formatMoney, messages } from '@copyvest/shared';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { newAccount, registerThroughForm, signUp } from './support/accounts';
import {
  accountIdOf,
  activateUser,
  approvePending,
  createPaymentMethod,
  logInAdmin,
} from './support/admin-api';

/** A signed-in, active user of `page` with `dollars` on their balance, and the method used. */
async function fundedUser(page: Page, admin: APIRequestContext, dollars: number) {
  const account = await signUp(page.request, newAccount());
  const userId = await accountIdOf(page.request);
  await activateUser(admin, userId);
  const method = await createPaymentMethod(admin);
  const deposit = await page.request.post('/v1/deposits', {
    data: { paymentMethodId: method.$id, amount: dollars * 100 },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  await approvePending(admin, userId, 'deposit');
  return { account, userId, method };
}

test.describe('cancel a pending withdrawal', () => {
  test('the user cancels after confirming; the hold returns and the admin list shows it cancelled', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    await logInAdmin(request);
    const { method } = await fundedUser(page, request, 200);
    const created = await page.request.post('/v1/withdrawals', {
      data: {
        paymentMethodId: method.$id,
        amount: 80_00,
        walletAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const withdrawal = (await created.json()) as { $id: string; transactionId: string };

    // The admin watches the transactions list in a browser of their own.
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await logInAdmin(adminPage.request);
    await adminPage.goto(`/admin/transactions`);
    const adminRow = adminPage
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: withdrawal.transactionId });
    await expect(adminRow).toContainText(messages.transactionList.statusWord.pendingReview);

    await page.goto('/withdrawals');
    await expect(
      page.getByText(messages.money.availableBalance(formatMoney(120_00))),
    ).toBeVisible();

    await page.goto('/transactions');
    const item = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: withdrawal.transactionId });
    await expect(item).toContainText(messages.transactionList.statusWord.pendingReview);
    const cancel = item.getByRole('button', {
      name: messages.withdrawal.cancelActionFor(withdrawal.transactionId),
    });

    // Keeping it changes nothing.
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: messages.withdrawal.cancelTitle });
    await expect(dialog).toContainText(messages.withdrawal.cancelText(formatMoney(80_00)));
    await dialog.getByRole('button', { name: messages.withdrawal.cancelKeep }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toContainText(messages.transactionList.statusWord.pendingReview);

    await cancel.click();
    await dialog
      .getByRole('button', { name: messages.withdrawal.cancelAction, exact: true })
      .click();
    await expect(page.getByText(messages.toast.withdrawalCancelled)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Cancelled by its owner: its own word, neither "Rejected" nor a loss, and no fee.
    await expect(item).toContainText(messages.transactionList.statusWord.cancelled);
    await expect(item).not.toContainText(messages.transactionList.statusWord.rejected);
    await expect(item).not.toContainText('\u2212$');
    await expect(item).not.toContainText('Fee');
    await expect(item.getByRole('button', { name: /Cancel withdrawal/ })).toHaveCount(0);
    // The admin's open list follows live (realtime), without a reload.
    await expect(adminRow).toContainText(messages.transactionList.statusWord.cancelled);
    await expect(adminRow).toContainText(messages.ui.alreadyApproved);

    await page.goto('/withdrawals');
    await expect(
      page.getByText(messages.money.availableBalance(formatMoney(200_00))),
    ).toBeVisible();

    // A second cancel (another tab that still showed it pending) is refused and changes nothing.
    const again = await page.request.post(`/v1/withdrawals/${withdrawal.$id}/cancel`);
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe(messages.errors.withdrawalNotPending);
    await adminContext.close();
  });
});

test('a deposit carries its blockchain transaction hash to the admin who approves it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await logInAdmin(request);
  await signUp(page.request, newAccount());
  await activateUser(request, await accountIdOf(page.request));
  const method = await createPaymentMethod(request);
  const txHash = `0x${'4f9a'.repeat(16)}`;

  await page.goto('/deposits');
  await page.getByLabel(messages.money.methodLabel).selectOption(method.$id);
  await page.getByLabel(messages.money.amountLabel).fill('300');
  await page.getByRole('button', { name: messages.deposit.continue }).click();
  await expect(page).toHaveURL('/deposits/payment');
  const field = page.getByLabel(messages.deposit.txHashLabel);
  await field.fill('not-a-hash');
  await page.getByRole('button', { name: messages.ui.madePayment }).click();
  await expect(page.getByText(messages.validation.txHashInvalid)).toBeVisible();
  await expect(page).toHaveURL('/deposits/payment');
  await field.fill(txHash);
  await page.getByRole('button', { name: messages.ui.madePayment }).click();
  await expect(page.getByText(messages.toast.depositSuccessful)).toBeVisible();
  await expect(page).toHaveURL('/transactions');

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await logInAdmin(adminPage.request);
  await adminPage.goto('/admin/transactions');
  const row = adminPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `Deposit via ${method.name}` });
  await expect(row).toContainText(messages.admin.txHash);
  await expect(row).toContainText(txHash);
  await adminContext.close();
});

test('the admin finds the accounts awaiting activation, searching by e-mail', async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = `await${Date.now()}`;
  const waiting = newAccount({ name: 'Waiting Investor', email: `waiting@${tag}.example` });
  const active = newAccount({ name: 'Active Investor', email: `active@${tag}.example` });
  const admin = await playwright.request.newContext({ baseURL });
  await logInAdmin(admin);
  for (const account of [waiting, active]) {
    const user = await playwright.request.newContext({ baseURL });
    await signUp(user, account);
    if (account === active) await activateUser(admin, await accountIdOf(user));
    await user.dispose();
  }
  await admin.dispose();

  await logInAdmin(page.request);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: messages.admin.searchUsers }).fill(tag);
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText(waiting.email);
  await expect(list).toContainText(active.email);

  await page.getByRole('checkbox', { name: messages.admin.awaitingActivation }).check();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(waiting.name);
  await expect(list).not.toContainText(active.name);
  await expect(
    page.getByRole('checkbox', { name: messages.twoFactor.adminHideGuests }),
  ).toBeDisabled();
});

test('sign-up asks to accept the terms and the privacy policy, linking to both pages', async ({
  page,
  context,
}) => {
  await page.goto('/register');
  const consent = page.getByRole('checkbox', { name: /^I accept the Terms of Service/ });
  await expect(consent).not.toBeChecked();

  // Both links open the real pages, in a new tab, so the form keeps what was typed.
  for (const [name, path] of [
    [messages.nav.terms, '/terms'],
    [messages.nav.privacy, '/privacy'],
  ] as const) {
    const opened = context.waitForEvent('page');
    await page
      .locator('form')
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
    const tab = await opened;
    await expect(tab).toHaveURL(path);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await tab.close();
  }

  const account = newAccount();
  await registerThroughForm(page, account, { acceptTerms: false });
  await expect(page.getByText(messages.validation.acceptTerms)).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(page).toHaveURL('/register');

  await consent.check();
  await expect(page.getByText(messages.validation.acceptTerms)).toBeHidden();
  await page.getByRole('button', { name: messages.auth.registerButton }).click();
  await expect(page.getByRole('heading', { name: messages.ui.inactiveHeading })).toBeVisible();
});
