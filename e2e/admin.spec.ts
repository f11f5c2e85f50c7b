import {
  formatMoney,
  listSearchParams,
  messages,
  type TDashboard,
  type TPlan,
  type TTransactionList,
} from '@copyvest/shared';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from './support/fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { logInThroughForm, newAccount, signUp, signUpAndOpen } from './support/accounts';
import { accountIdOf } from './support/admin-api';
import { mailTo } from './support/mailbox';

const t = messages.admin;

/** A unique suffix, so runs never collide on names, e-mails, codes or plan titles. */
function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

type Investor = { api: APIRequestContext; id: string; name: string; email: string };

/** A new user signed up through the API, with their own request context (their session). */
async function signUpInvestor(baseURL: string | undefined): Promise<Investor> {
  const api = await playwrightRequest.newContext({ baseURL });
  const account = newAccount({ name: `Investor ${unique()}` });
  await signUp(api, account);
  return { api, id: await accountIdOf(api), name: account.name, email: account.email };
}

/** What the user sees on their dashboard (`GET /v1/dashboard` with their session). */
async function dashboardOf(investor: Investor): Promise<TDashboard> {
  const response = await investor.api.get('/v1/dashboard');
  expect(response.status()).toBe(200);
  return (await response.json()) as TDashboard;
}

/** A Sonner toast with this text. */
function toastWith(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function logInAsAdmin(page: Page) {
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
}

async function grantClipboard(context: BrowserContext, baseURL: string | undefined) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseURL ?? 'http://localhost:3100').origin,
  });
}

test.describe('admin', () => {
  test('activates a new user, adds and edits a payment method, approves a deposit and rejects a withdrawal, the investor mailed each decision', async ({
    page,
    context,
    baseURL,
  }) => {
    // The longest journey of the suite (about 40 screens and API calls): three times the timeout.
    test.slow();
    const investor = await signUpInvestor(baseURL);
    await grantClipboard(context, baseURL);
    await logInAsAdmin(page);

    // Manage Users: search by name, open the user.
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: t.searchUsers }).fill(investor.name);
    const row = page.getByRole('link', { name: new RegExp(investor.name) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(investor.email);
    await expect(row).toContainText(t.inactive);
    await row.click();
    await expect(page).toHaveURL(`/admin/users/${investor.id}`);
    await expect(page.getByRole('heading', { name: investor.name })).toBeVisible();
    await expect(page.getByText(t.deactivated, { exact: true })).toBeVisible();

    // Activate.
    await page.getByRole('button', { name: t.activate, exact: true }).click();
    await expect(toastWith(page, messages.toast.accountActivated)).toBeVisible();
    await expect(page.getByText(t.activated, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.deactivate, exact: true })).toBeVisible();
    expect((await dashboardOf(investor)).user.isActive).toBe(true);

    // The audit log has the activation.
    await page.getByRole('link', { name: t.viewAudit }).click();
    await expect(page).toHaveURL(`/admin/audit?targetId=${investor.id}`);
    await expect(page.getByText('Activated the account')).toBeVisible();
    await expect(page.getByText('Active: No → Yes')).toBeVisible();

    // Overview: add a payment method, refuse a duplicate ID, edit it, copy its address.
    const code = `e2e${unique()}`.slice(0, 20);
    const name = `Coin ${code}`;
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { name: messages.pages.adminOverviewTitle }),
    ).toBeVisible();
    await expect(page.getByText(t.totalUsers)).toBeVisible();
    await page.getByRole('button', { name: t.addPaymentMethod }).click();
    let dialog = page.getByRole('dialog', { name: t.addPaymentMethod });
    await dialog.getByRole('button', { name: t.addPaymentMethod }).click();
    await expect(dialog.getByText(messages.validation.idRequired)).toBeVisible();
    await expect(dialog.getByText(messages.validation.nameRequired)).toBeVisible();
    await expect(dialog.getByText(messages.validation.addressRequired)).toBeVisible();
    await dialog.getByLabel(t.paymentMethodId, { exact: true }).fill(code);
    await dialog.getByLabel(t.paymentMethodName).fill(name);
    await dialog.getByLabel(t.paymentMethodAddress).fill('bc1-first-address');
    await dialog.getByRole('button', { name: t.addPaymentMethod }).click();
    await expect(toastWith(page, t.paymentMethodAdded)).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(code);
    await expect(card).toContainText('bc1-first-address');

    await page.getByRole('button', { name: t.addPaymentMethod }).click();
    dialog = page.getByRole('dialog', { name: t.addPaymentMethod });
    await dialog.getByLabel(t.paymentMethodId, { exact: true }).fill(code);
    await dialog.getByLabel(t.paymentMethodName).fill('Duplicate');
    await dialog.getByLabel(t.paymentMethodAddress).fill('somewhere');
    await dialog.getByRole('button', { name: t.addPaymentMethod }).click();
    await expect(toastWith(page, messages.toast.paymentMethodFailed)).toBeVisible();
    await expect(dialog.getByText('A payment method with this ID already exists')).toBeVisible();
    await dialog.getByRole('button', { name: messages.common.close }).click();
    await expect(dialog).toBeHidden();

    await card.getByRole('button', { name: t.editNamed(name) }).click();
    dialog = page.getByRole('dialog', { name: t.editPaymentMethod });
    await expect(dialog.getByLabel(t.paymentMethodId, { exact: true })).toHaveValue(code);
    await dialog.getByLabel(t.paymentMethodAddress).fill('bc1-second-address');
    await dialog.getByRole('button', { name: t.saveChanges }).click();
    await expect(toastWith(page, t.paymentMethodUpdated)).toBeVisible();
    await expect(card).toContainText('bc1-second-address');

    await card.getByRole('button', { name: t.copyAddressOf(name) }).click();
    await expect(card.getByRole('button', { name: messages.ui.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('bc1-second-address');

    // The user sees the method and deposits $500 through it.
    const methods = (await (await investor.api.get('/v1/payment-methods')).json()) as {
      paymentMethods: { $id: string; code: string; address: string }[];
    };
    const method = methods.paymentMethods.find((item) => item.code === code);
    expect(method?.address).toBe('bc1-second-address');
    const deposit = await investor.api.post('/v1/deposits', {
      data: { paymentMethodId: method!.$id, amount: 500_00 },
    });
    expect(deposit.status(), await deposit.text()).toBe(201);
    const { transactionId: depositId } = (await deposit.json()) as { transactionId: string };

    // Transactions: find the pending deposit and approve it.
    await page.goto('/admin');
    await page.getByRole('link', { name: t.reviewPending }).click();
    await expect(page).toHaveURL('/admin/transactions?status=pending');
    await page.getByRole('searchbox', { name: t.searchTransactions }).fill(depositId);
    let transaction = page.getByRole('article', { name: depositId });
    await expect(transaction).toContainText(formatMoney(500_00));
    await expect(transaction).toContainText(messages.transactionList.statusWord.pendingReview);
    await expect(transaction).toContainText(t.credit);
    await transaction.getByRole('button', { name: t.approve }).click();
    // Approve asks first, saying how much will be credited.
    const approveDialog = page.getByRole('dialog', { name: t.approveTitle });
    await expect(approveDialog).toContainText(t.approveText('Deposit', formatMoney(500_00)));
    await approveDialog.getByRole('button', { name: t.approve }).click();
    await expect(toastWith(page, 'Deposit was approved successfully')).toBeVisible();
    // With the pending filter on, the decided deposit leaves the list; without it, it is decided.
    await page.getByLabel(t.statusFilter).selectOption('');
    await expect(transaction).toContainText(messages.ui.alreadyApproved);
    await expect(transaction).toContainText(messages.transactionList.statusWord.approved);
    await expect(transaction.getByRole('button', { name: t.approve })).toHaveCount(0);
    expect((await dashboardOf(investor)).user.balance).toBe(500_00);

    // The user asks to withdraw $100; the admin rejects it and the balance stays.
    const withdrawal = await investor.api.post('/v1/withdrawals', {
      data: {
        paymentMethodId: method!.$id,
        amount: 100_00,
        walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      },
    });
    expect(withdrawal.status(), await withdrawal.text()).toBe(201);
    const { transactionId: withdrawalId } = (await withdrawal.json()) as { transactionId: string };
    expect((await dashboardOf(investor)).availableBalance).toBe(400_00);

    await page.getByRole('searchbox', { name: t.searchTransactions }).fill(withdrawalId);
    transaction = page.getByRole('article', { name: withdrawalId });
    await expect(transaction).toContainText(t.debit);
    await expect(transaction).toContainText('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    await expect(transaction).toContainText(formatMoney(10_00));
    await transaction.getByRole('button', { name: t.reject }).click();
    const confirm = page.getByRole('dialog', { name: t.rejectTitle });
    await confirm.getByRole('button', { name: t.reject }).click();
    await expect(toastWith(page, 'Withdrawal was rejected successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(transaction).toContainText(messages.transactionList.statusWord.rejected);
    await expect(transaction).toContainText(messages.ui.alreadyApproved);
    const after = await dashboardOf(investor);
    expect(after.user.balance).toBe(500_00);
    expect(after.availableBalance).toBe(500_00);
    // The investor is mailed each decision, the rejection naming the withdrawal.
    await mailTo(page.request, investor.email, /Your deposit has been approved/);
    const rejectedMail = await mailTo(page.request, investor.email, /Your withdrawal was rejected/);
    expect(rejectedMail).toContain(withdrawalId);

    // A late decision on the same withdrawal answers 409 "Already Approved" (admin's session).
    const listed = await page.request.get(
      `/v1/admin/transactions${listSearchParams({ search: withdrawalId })}`,
    );
    const [decided] = ((await listed.json()) as TTransactionList).transactions;
    const late = await page.request.post(`/v1/admin/transactions/${decided!.$id}/approve`);
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(
      messages.errors.alreadyDecided,
    );

    // Clean up the method so the deposit forms of later tests stay short.
    await page.goto('/admin');
    await card.getByRole('button', { name: t.deleteNamed(name) }).click();
    await page
      .getByRole('dialog', { name: t.deletePaymentMethodTitle })
      .getByRole('button', { name: t.delete })
      .click();
    await expect(toastWith(page, t.paymentMethodDeleted)).toBeVisible();
    await expect(card).toHaveCount(0);
    await investor.api.dispose();
  });

  test('adds, edits and deletes a plan', async ({ page, request }) => {
    const title = `Plan ${unique()}`;
    await logInAsAdmin(page);
    await page.goto('/admin/plans');

    await page.getByRole('button', { name: t.addPlan }).click();
    let dialog = page.getByRole('dialog', { name: t.addPlan });
    await expect(dialog.getByLabel(t.planTitle)).toHaveAttribute('placeholder', 'e.g Basic Plan');
    await dialog.getByRole('button', { name: t.addPlan }).click();
    for (const text of [
      messages.validation.titleRequired,
      messages.validation.minRequired,
      messages.validation.maxRequired,
      messages.validation.roiRequired,
      messages.validation.durationRequired,
    ]) {
      await expect(dialog.getByText(text)).toBeVisible();
    }
    await dialog.getByLabel(t.planTitle).fill(title);
    await dialog.getByLabel(t.planMin).fill('100');
    await dialog.getByLabel(t.planMax).fill('1000');
    await dialog.getByLabel(t.planRoi).fill('2.5');
    await dialog.getByLabel(t.planDuration).fill('10');
    await dialog.getByRole('button', { name: t.addPlan }).click();
    await expect(toastWith(page, messages.toast.planCreated)).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText(`${t.minAmount}$100.00`);
    await expect(card).toContainText(`${t.maxAmount}$1,000.00`);
    await expect(card).toContainText(`${t.roi}2.5%`);
    await expect(card).toContainText(`${t.duration}10 days`);
    const findPlan = async () => {
      const { plans } = (await (await request.get('/v1/plans')).json()) as { plans: TPlan[] };
      return plans.find((plan) => plan.title === title);
    };
    expect(await findPlan()).toMatchObject({ min: 100_00, max: 1_000_00, roi: 2.5, days: 10 });

    await card.getByRole('button', { name: t.editPlan }).click();
    dialog = page.getByRole('dialog', { name: t.editPlan });
    await expect(dialog.getByLabel(t.planMax)).toHaveValue('1000');
    await dialog.getByLabel(t.planMax).fill('2500.50');
    await dialog.getByLabel(t.planRoi).fill('3');
    await dialog.getByRole('button', { name: t.saveChanges }).click();
    await expect(toastWith(page, messages.toast.planUpdated)).toBeVisible();
    await expect(card).toContainText(`${t.maxAmount}$2,500.50`);
    await expect(card).toContainText(`${t.roi}3%`);
    expect(await findPlan()).toMatchObject({ max: 2_500_50, roi: 3 });

    await card.getByRole('button', { name: t.deleteNamed(title) }).click();
    await page
      .getByRole('dialog', { name: t.deletePlanTitle })
      .getByRole('button', { name: t.delete })
      .click();
    await expect(toastWith(page, messages.toast.planDeleted)).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await findPlan()).toBeUndefined();
  });

  test('adjusts a balance, updates contact details, makes a user admin and deletes a user', async ({
    page,
    baseURL,
  }) => {
    const investor = await signUpInvestor(baseURL);
    await logInAsAdmin(page);
    await page.goto(`/admin/users/${investor.id}`);
    await expect(page.getByRole('heading', { name: investor.name })).toBeVisible();

    // Finances: one amount, three buttons.
    const finances = page.getByRole('region', { name: t.finances });
    const amount = finances.getByLabel(t.adjustmentAmount);
    await page.getByRole('button', { name: t.updateBalance }).click();
    await expect(toastWith(page, messages.validation.enterAmountFirst)).toBeVisible();

    // Each adjustment asks first, with the reason the user will see (required).
    const confirmAdjustment = async (figure: string, reason: string) => {
      const dialog = page.getByRole('dialog', { name: t.adjustmentConfirmTitle(figure) });
      await dialog.getByLabel(t.adjustmentReason).fill(reason);
      await dialog.getByRole('button', { name: t.adjustmentConfirm(figure) }).click();
    };

    await amount.fill('150');
    await page.getByRole('button', { name: t.updateBalance }).click();
    const confirm = page.getByRole('dialog', { name: t.adjustmentConfirmTitle(t.balance) });
    await expect(confirm).toContainText(
      t.adjustmentConfirmText({
        user: investor.name,
        figure: t.balance,
        amount: '$150.00',
        credit: true,
        from: '$0.00',
        to: '$150.00',
      }),
    );
    await confirm.getByRole('button', { name: t.adjustmentConfirm(t.balance) }).click();
    await expect(confirm.getByText(t.adjustmentReasonRequired)).toBeVisible();
    expect((await dashboardOf(investor)).user.balance).toBe(0);
    await confirmAdjustment(t.balance, 'Opening deposit by wire');
    await expect(toastWith(page, messages.toast.balanceUpdated)).toBeVisible();
    await expect(amount).toHaveValue('');
    await expect(finances.getByText('$150.00', { exact: true })).toBeVisible();
    expect((await dashboardOf(investor)).user.balance).toBe(150_00);

    await amount.fill('-200');
    await page.getByRole('button', { name: t.updateBalance }).click();
    await confirmAdjustment(t.balance, 'Too much');
    await expect(toastWith(page, 'Balance cannot go below zero')).toBeVisible();
    expect((await dashboardOf(investor)).user.balance).toBe(150_00);

    await amount.fill('-50.25');
    await page.getByRole('button', { name: t.updateBalance }).click();
    await confirmAdjustment(t.balance, 'Fee correction');
    await expect(finances.getByText('$99.75', { exact: true })).toBeVisible();
    await expect(amount).toHaveValue('');
    await amount.fill('20');
    await page.getByRole('button', { name: t.updateBonus }).click();
    await confirmAdjustment(t.bonus, 'Welcome bonus');
    await expect(toastWith(page, messages.toast.bonusUpdated)).toBeVisible();
    await expect(amount).toHaveValue('');
    await amount.fill('5');
    await page.getByRole('button', { name: t.updateProfit }).click();
    await confirmAdjustment(t.profit, 'Missed day of profit');
    await expect(toastWith(page, messages.toast.profitUpdated)).toBeVisible();
    const money = (await dashboardOf(investor)).user;
    expect([money.balance, money.bonus, money.profit]).toEqual([99_75, 20_00, 5_00]);

    // The adjustments are on the user's transaction list, with the reason.
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: 'Balance credited by admin: Opening deposit by wire' }),
    ).toHaveCount(1);

    // Contact details: phone and country; unchanged gives "No changes made".
    await page.getByLabel(messages.auth.phone).fill('+33 1 23 45 67 89');
    await page.getByRole('button', { name: /^Country/ }).click();
    const countries = page.getByRole('dialog', { name: messages.countries.modalTitle });
    await countries.getByRole('combobox', { name: messages.countries.searchLabel }).fill('Germany');
    await expect(countries.getByRole('option').first()).toContainText('Germany');
    await page.keyboard.press('Enter');
    await expect(countries).toBeHidden();
    await page.getByRole('button', { name: t.updateUser }).click();
    await expect(toastWith(page, messages.toast.userUpdated)).toBeVisible();
    expect((await dashboardOf(investor)).user).toMatchObject({
      phone: '+33123456789',
      country: 'Germany',
    });
    await page.getByRole('button', { name: t.updateUser }).click();
    await expect(toastWith(page, messages.validation.noChanges)).toBeVisible();

    // Make Admin (asks first), then the button is gone.
    await page.getByRole('button', { name: t.makeAdmin }).click();
    await page
      .getByRole('dialog', { name: t.makeAdminTitle })
      .getByRole('button', { name: t.makeAdmin })
      .click();
    await expect(toastWith(page, messages.toast.madeAdmin)).toBeVisible();
    await expect(page.getByText(t.adminBadge, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.makeAdmin })).toHaveCount(0);
    expect((await dashboardOf(investor)).user.isAdmin).toBe(true);

    // Delete User (asks first), then back to the list; the user's session is gone.
    await page.getByRole('button', { name: t.deleteUser }).click();
    await page
      .getByRole('dialog', { name: t.deleteUserTitle })
      .getByRole('button', { name: t.deleteUser })
      .click();
    await expect(toastWith(page, messages.toast.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL('/admin/users');
    expect((await investor.api.get('/v1/dashboard')).status()).toBe(401);
    await page.getByRole('searchbox', { name: t.searchUsers }).fill(investor.name);
    await expect(page.getByText(t.noUsers)).toBeVisible();
    await investor.api.dispose();
  });

  test('deactivating an active user asks for a reason; the user then sees the suspended page with it', async ({
    page,
    baseURL,
    browser,
  }) => {
    const investor = await signUpInvestor(baseURL);
    await logInAsAdmin(page);
    await page.goto(`/admin/users/${investor.id}`);
    await page.getByRole('button', { name: t.activate, exact: true }).click();
    await expect(toastWith(page, messages.toast.accountActivated)).toBeVisible();
    await page.getByRole('button', { name: t.deactivate, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.suspendTitle(investor.name) });
    await dialog.getByLabel(t.suspendReason).fill('Your documents are being checked.');
    await dialog.getByRole('button', { name: t.deactivate, exact: true }).click();
    await expect(toastWith(page, messages.toast.accountDeactivated)).toBeVisible();

    const userPage = await browser.newPage({
      baseURL,
      storageState: await investor.api.storageState(),
    });
    await userPage.goto('/dashboard');
    await expect(
      userPage.getByRole('heading', { name: messages.ui.suspendedHeading }),
    ).toBeVisible();
    await expect(userPage.getByText('Your documents are being checked.')).toBeVisible();
    await expect(
      userPage.getByRole('region', { name: messages.ui.suspendedBalances }),
    ).toBeVisible();
    await userPage.close();
  });

  test('an admin cannot deactivate themselves: the page does not offer it and the server says why', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    const id = await accountIdOf(page.request);
    await page.goto(`/admin/users/${id}`);
    await expect(page.getByText(t.activated, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.deactivate, exact: true })).toHaveCount(0);
    // Asked directly, the server refuses with its reason and changes nothing.
    const refused = await page.request.post(`/v1/users/${id}/deactivate`);
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      messages.errors.cannotDeactivateSelf,
    );
    await page.reload();
    await expect(page.getByText(t.activated, { exact: true })).toBeVisible();
  });

  test('reopens an account its owner closed, after a confirmation; the owner signs in again', async ({
    page,
    baseURL,
  }) => {
    const investor = await signUpInvestor(baseURL);
    const closed = await investor.api.patch('/v1/account/status');
    expect(closed.status(), await closed.text()).toBe(200);
    await logInAsAdmin(page);
    await page.goto(`/admin/users/${investor.id}`);
    await expect(page.getByText(messages.twoFactor.adminClosed)).toBeVisible();
    await page.getByRole('button', { name: messages.twoFactor.adminReopen }).click();
    const dialog = page.getByRole('dialog', { name: messages.twoFactor.adminReopen });
    await expect(dialog).toContainText(messages.twoFactor.adminReopenConfirm);
    await dialog.getByRole('button', { name: messages.twoFactor.adminReopen }).click();
    await expect(toastWith(page, messages.twoFactor.adminReopened)).toBeVisible();
    await expect(page.getByText(messages.twoFactor.adminOpen, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: messages.twoFactor.adminReopen })).toHaveCount(0);
    const again = await investor.api.post('/v1/account/sessions/email', {
      // Every test account has the same password.
      data: { email: investor.email, password: newAccount().password },
    });
    expect(again.status(), await again.text()).toBe(201);
  });

  test('a non-admin is sent to /dashboard from every admin route', async ({ page }) => {
    await signUpAndOpen(page);
    for (const path of [
      '/admin',
      '/admin/users',
      '/admin/users/someone',
      '/admin/transactions',
      '/admin/plans',
      '/admin/profile',
      '/admin/audit',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
    }
    // Refused a role while signed in: 401 user_unauthorized (not "signed out").
    const refused = await page.request.get('/v1/admin/overview');
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { type: string }).type).toBe('user_unauthorized');
  });
});
