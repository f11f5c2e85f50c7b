import { formatMoney, messages } from '@copyvest/shared';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { registerThroughForm } from './support/accounts';
import { mailTo } from './support/mailbox';
import { newAccount, signUp } from './support/accounts';
import {
  accountIdOf,
  activateUser,
  advanceDays,
  approvePending,
  BITCOIN_ADDRESSES,
  createPaymentMethod,
  logInAdmin,
  signedInUserId,
  signUpActiveUser,
} from './support/admin-api';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A finance card (dt/dd pair) by its label. */
function financeCard(page: Page, label: string): Locator {
  return page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
}

function transactionItem(page: Page, description: string | RegExp): Locator {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: description });
}

async function openNav(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: messages.nav.app })
    .getByRole('link', { name: label, exact: true })
    .click();
}

test('register, get activated, deposit, invest, claim profit and withdraw', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await logInAdmin(request);

  // A new user waits for activation.
  await registerThroughForm(page);
  await expect(page.getByRole('heading', { name: messages.ui.inactiveHeading })).toBeVisible();
  const userId = await signedInUserId(page);

  // The admin activates the account and adds a payment method.
  await activateUser(request, userId);
  const method = await createPaymentMethod(request);
  // The admin keeps a rate for it: the payment page shows the amount in bitcoin (decision 044).
  const rated = await request.patch(`/v1/payment-methods/${method.$id}`, {
    data: { code: method.code, name: method.name, address: method.address, rate: '50000' },
  });
  expect(rated.status(), await rated.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: messages.nav.dashboard, level: 1 })).toBeVisible();
  await expect(financeCard(page, messages.money.totalBalance)).toContainText('$0.00');
  await expect(page.getByText(messages.empty.noTrade)).toBeVisible();

  // Deposit $500 through the payment page.
  await page.getByRole('link', { name: messages.money.deposit, exact: true }).click();
  await expect(page).toHaveURL('/deposits');
  await page.getByLabel(messages.money.methodLabel).selectOption(method.$id);
  await page.getByLabel(messages.money.amountLabel).fill('500');
  await page.getByRole('button', { name: messages.deposit.continue }).click();
  await expect(page.getByRole('button', { name: messages.deposit.continuing })).toBeDisabled();
  await expect(page).toHaveURL('/deposits/payment');
  await expect(page.getByTestId('crypto-amount')).toHaveText(`0.01 ${method.code.toUpperCase()}`);
  await expect(page.getByText(/^Pay within (30:00|29:\d\d)$/)).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: messages.deposit.qrUriLabel(method.code.toUpperCase(), method.name),
    }),
  ).toBeVisible();
  await expect(page.getByTestId('wallet-address')).toHaveText(method.address);
  await page.getByRole('button', { name: messages.deposit.copyAddress }).click();
  await expect(page.getByRole('button', { name: messages.ui.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(method.address);
  await expect(page.getByRole('button', { name: messages.deposit.copyAddress })).toBeVisible({
    timeout: 5_000,
  });
  await page.getByRole('button', { name: messages.ui.madePayment }).click();
  await expect(page.getByText(messages.toast.depositSuccessful)).toBeVisible();
  await expect(page).toHaveURL('/transactions');
  const deposit = transactionItem(page, `Deposit via ${method.name}`);
  // A pending deposit is not money received: no green "+" until it is approved.
  await expect(deposit).toContainText(messages.transactionList.statusWord.pendingReview);
  await expect(deposit).toContainText('$500.00 pending');
  await expect(deposit).not.toContainText('+$500.00');

  // The admin approves it; the balance follows.
  await approvePending(request, userId, 'deposit');
  await expect(deposit).toContainText(messages.transactionList.statusWord.approved);
  await expect(deposit).toContainText('+$500.00');
  await openNav(page, messages.nav.dashboard);
  await expect(financeCard(page, messages.money.totalBalance)).toContainText('$500.00');

  // Subscribe to the Basic Plan with $200.
  await openNav(page, messages.nav.plans);
  const basic = page.getByRole('article', { name: 'Basic Plan' });
  await basic.getByRole('textbox').fill('50');
  await basic.getByRole('button', { name: messages.invest.subscribe }).click();
  await expect(basic.getByText(messages.validation.amountMin('100'))).toBeVisible();
  await basic.getByRole('textbox').fill('200');
  await basic.getByRole('button', { name: messages.invest.subscribe }).click();
  // The investment asks first: plan, amount, ROI, term and the balance after.
  const subscribe = page.getByRole('dialog', { name: messages.invest.subscribeTitle });
  await expect(subscribe).toContainText(messages.invest.subscribeBalanceAfter(formatMoney(300_00)));
  await subscribe.getByRole('button', { name: messages.invest.subscribeConfirm }).click();
  await expect(page.getByText(messages.toast.tradeCreated)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  const trade = page.getByRole('region', { name: messages.trade.ongoingTrade });
  await expect(trade).toContainText('Basic Plan');
  await expect(trade).toContainText('$200.00');
  await expect(financeCard(page, messages.money.totalBalance)).toContainText('$300.00');

  // Three days pass: 2 % a day of $200 is $12.
  await advanceDays(request, 3);
  await expect(financeCard(page, messages.money.totalProfit)).toContainText('$12.00', {
    timeout: 15_000,
  });

  // Claim the profit: the trade closes and its capital returns.
  await trade.getByRole('button', { name: messages.trade.claimProfit }).click();
  const confirm = page.getByRole('dialog', { name: messages.trade.claimTitle });
  await expect(confirm).toContainText(messages.trade.claimText(formatMoney(12_00)));
  await confirm.getByRole('button', { name: messages.trade.claimProfit }).click();
  await expect(page.getByText(messages.toast.profitClaimed)).toBeVisible();
  await expect(page.getByText(messages.empty.noTrade)).toBeVisible();
  await expect(financeCard(page, messages.money.totalBalance)).toContainText('$512.00');
  await expect(financeCard(page, messages.money.totalProfit)).toContainText('$0.00');

  // Withdraw $100 through the fee page.
  await page.getByRole('link', { name: messages.money.withdraw, exact: true }).click();
  await expect(page).toHaveURL('/withdrawals');
  await page.getByLabel(messages.money.methodLabel).selectOption(method.$id);
  await page.getByLabel(messages.money.amountLabel).fill('600');
  await page.getByLabel(messages.withdrawal.walletLabel).fill('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  await page.getByRole('button', { name: messages.withdrawal.submit }).click();
  await expect(page.getByText(messages.validation.insufficientBalance)).toBeVisible();
  await page.getByLabel(messages.money.amountLabel).fill('100');
  // The fee and the amount received show live, before Withdraw.
  const liveFee = page.getByRole('status').filter({ hasText: messages.withdrawal.amountSent });
  await expect(liveFee).toContainText('$10.00');
  await expect(liveFee).toContainText('$90.00');
  await page.getByRole('button', { name: messages.withdrawal.submit }).click();
  await expect(page).toHaveURL('/withdrawals/fee');
  await expect(page.getByText(messages.pages.feeText(10))).toBeVisible();
  await expect(page.locator('dl > div').filter({ hasText: 'Processing fee (10%)' })).toContainText(
    '$10.00',
  );
  await expect(
    page.locator('dl > div').filter({ hasText: messages.withdrawal.amountSent }),
  ).toContainText('$90.00');
  await page.getByRole('button', { name: messages.withdrawal.confirm }).click();
  await expect(page.getByText(messages.toast.withdrawalSent)).toBeVisible();
  await expect(page).toHaveURL('/withdrawals?isSuccess=true&amount=10000');
  const overlay = page.getByRole('dialog', { name: messages.ui.transactionSuccessful });
  await expect(overlay).toContainText('$100.00');
  await overlay.getByRole('button', { name: messages.ui.viewTransactions }).click();

  // Every step is in the list.
  await expect(page).toHaveURL('/transactions');
  await expect(transactionItem(page, `Deposit via ${method.name}`)).toContainText(
    messages.transactionList.statusWord.approved,
  );
  await expect(transactionItem(page, 'Investment in Basic Plan')).toContainText('\u2212$200.00');
  await expect(transactionItem(page, 'Profit claim: Basic Plan')).toContainText('+$12.00');
  await expect(
    transactionItem(page, 'Trade closed: capital returned from Basic Plan'),
  ).toContainText('+$200.00');
  const withdrawal = transactionItem(page, `Withdrawal to ${method.name} wallet`);
  await expect(withdrawal).toContainText(messages.transactionList.statusWord.pendingReview);
  await expect(withdrawal).toContainText('\u2212$100.00');
  await expect(withdrawal).toContainText('Fee $10.00');

  // Search and the status filter work on the server.
  await page.getByRole('searchbox', { name: messages.transactionList.searchLabel }).fill('profit');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expect(transactionItem(page, 'Profit claim: Basic Plan')).toBeVisible();
  await page.getByRole('searchbox', { name: messages.transactionList.searchLabel }).fill('');
  await page
    .getByLabel(messages.transactionList.statusFilter, { exact: true })
    .selectOption('pending');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expect(withdrawal).toBeVisible();

  // The dashboard and the profile count the pending withdrawal and its hold.
  await openNav(page, messages.nav.dashboard);
  await expect(financeCard(page, messages.money.totalBalance)).toContainText(
    messages.money.availableBalance('$412.00'),
  );
  await openNav(page, messages.nav.profile);
  await expect(financeCard(page, messages.profile.pendingWithdrawals)).toContainText('1');
});

test('a trade whose plan term is complete closes by itself and says so', async ({
  page,
  request,
}) => {
  await logInAdmin(request);
  const { account, userId } = await signUpActiveUser(page, request);
  const method = await createPaymentMethod(request);
  const plan = await request.post('/v1/plans', {
    data: { title: `Sprint ${Date.now()}`, min: 100_00, max: 1_000_00, roi: 5, days: 2 },
  });
  expect(plan.ok(), await plan.text()).toBe(true);
  const deposit = await page.request.post('/v1/deposits', {
    data: { paymentMethodId: method.$id, amount: 500_00 },
  });
  expect(deposit.ok()).toBe(true);
  await approvePending(request, userId, 'deposit');
  const trade = await page.request.post('/v1/trades', {
    data: { planId: ((await plan.json()) as { $id: string }).$id, amount: 200_00 },
  });
  expect(trade.ok(), await trade.text()).toBe(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: messages.trade.ongoingTrade })).toContainText(
    '$200.00',
  );

  // Two days of 5 % on $200 complete the term: $20 profit and the capital come back by themselves.
  await advanceDays(request, 3);
  await page.reload();
  await expect(page.getByText(messages.empty.noTrade)).toBeVisible();
  await expect(financeCard(page, messages.money.totalBalance)).toContainText('$520.00');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText(messages.notifications.heading.trade_completed)).toBeVisible();
  await mailTo(request, account.email, /trade is complete/);
});

test('a withdrawal to an invalid address is refused in the form; the admin approves a valid one with its payout hash; the user sees it and is mailed the request and the approval', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await logInAdmin(request);
  const account = newAccount();
  await signUp(page.request, account);
  const userId = await accountIdOf(page.request);
  await activateUser(request, userId);
  const method = await createPaymentMethod(request);
  const deposit = await page.request.post('/v1/deposits', {
    data: { paymentMethodId: method.$id, amount: 200_00 },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  await approvePending(request, userId, 'deposit');

  // The form explains a Bitcoin address and refuses one whose checksum does not match.
  await page.goto('/withdrawals');
  await page.getByLabel(messages.money.methodLabel).selectOption(method.$id);
  await page.getByLabel(messages.money.amountLabel).fill('50');
  const address = page.getByLabel(messages.withdrawal.walletLabel);
  await expect(address).toHaveAccessibleDescription(messages.networks.addressHint.bitcoin);
  await address.fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5');
  await page.getByRole('button', { name: messages.withdrawal.submit }).click();
  await expect(page.getByText(messages.networks.addressInvalid('Bitcoin'))).toBeVisible();
  await expect(page).toHaveURL('/withdrawals');

  // A valid one goes through the fee page.
  await address.fill(BITCOIN_ADDRESSES[1]);
  await page.getByRole('button', { name: messages.withdrawal.submit }).click();
  await expect(page).toHaveURL('/withdrawals/fee');
  await page.getByRole('button', { name: messages.withdrawal.confirm }).click();
  await expect(page.getByText(messages.toast.withdrawalSent)).toBeVisible();

  // The admin approves it in their own browser, giving the payout's hash.
  const withdrawal = (await (await page.request.get('/v1/transactions')).json()).transactions.find(
    (item: { kind: string }) => item.kind === 'withdrawal',
  ) as {
    $id: string;
    transactionId: string;
  };
  // The request mail reaches the owner with the amount and the transaction id.
  const requestMail = await mailTo(request, account.email, /withdrawal request/i);
  expect(requestMail).toContain(formatMoney(50_00));
  expect(requestMail).toContain(withdrawal.transactionId);
  const hash = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await logInAdmin(adminPage.request);
  await adminPage.goto('/admin/transactions');
  const row = adminPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: withdrawal.transactionId });
  await row.getByLabel(messages.networks.payoutHashFieldFor(withdrawal.transactionId)).fill(hash);
  await row.getByRole('button', { name: messages.admin.approve }).click();
  // Approve asks first, showing where the money goes and the hash entered.
  const approveDialog = adminPage.getByRole('dialog', { name: messages.admin.approveTitle });
  await expect(approveDialog).toContainText(hash);
  await approveDialog.getByRole('button', { name: messages.admin.approve }).click();
  await expect(row).toContainText(messages.ui.alreadyApproved);
  await expect(row).toContainText(messages.transactionList.statusWord.approved);
  await adminContext.close();
  // And the approval mail, with the payout's hash.
  const approvalMail = await mailTo(request, account.email, /withdrawal has been approved/i);
  expect(approvalMail).toContain(withdrawal.transactionId);
  expect(approvalMail).toContain(hash);

  // The user sees the hash on the detail page, linked to the explorer.
  await page.goto(`/transactions/${withdrawal.$id}`);
  const link = page.getByRole('link', {
    name: messages.transactionDetail.viewOnExplorer(hash),
  });
  await expect(link).toHaveAttribute('href', `https://mempool.space/tx/${hash}`);
  await expect(link).toHaveText(hash);
});
