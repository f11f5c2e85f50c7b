import { messages, type TPlan } from '@copyvest/shared';
import { expect, test, type Locator } from './support/fixtures';
import {
  approvePending,
  createPaymentMethod,
  logInAdmin,
  signUpActiveUser,
} from './support/admin-api';
import {
  expectNoHorizontalScroll,
  expectNoViolations,
  expectNoViolationsInLightAndDark,
  inLightAndDark,
} from './support/a11y';

test('the money screens are accessible and fit a phone in light and dark', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await logInAdmin(request);
  const { userId } = await signUpActiveUser(page, request);
  const method = await createPaymentMethod(request);

  // Some history: an approved deposit, an open trade, a pending deposit.
  for (const amount of [1000_00, 25_00]) {
    const deposit = await page.request.post('/v1/deposits', {
      data: { paymentMethodId: method.$id, amount },
    });
    expect(deposit.status()).toBe(201);
    if (amount === 1000_00) await approvePending(request, userId, 'deposit');
  }
  const { plans } = (await (await page.request.get('/v1/plans')).json()) as { plans: TPlan[] };
  const trade = await page.request.post('/v1/trades', {
    data: { planId: plans[0]!.$id, amount: plans[0]!.min },
  });
  expect(trade.status(), await trade.text()).toBe(201);

  const main = page.getByRole('main');
  const pages: [string, Locator][] = [
    ['/dashboard', main.getByRole('region', { name: messages.trade.ongoingTrade })],
    ['/plans', main.getByRole('article', { name: plans[0]!.title })],
    ['/deposits', main.getByRole('button', { name: messages.deposit.continue })],
    ['/withdrawals', main.getByRole('button', { name: messages.withdrawal.submit, exact: true })],
    ['/transactions', main.getByText('Investment in').first()],
    ['/referrals', main.getByRole('group', { name: messages.referral.treeTitle })],
    [
      '/profile',
      main
        .getByRole('region', { name: messages.security.sessionsTitle })
        .getByText(messages.security.thisDevice),
    ],
  ];
  for (const [path, ready] of pages) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await inLightAndDark(page, async () => {
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
    });
  }

  // Validation messages, the payment page and the fee page.
  await page.goto('/plans');
  // The open trade's own plan offers a top-up ("Add to this plan"); an empty amount is refused.
  const card = page.getByRole('article', { name: plans[0]!.title });
  await card.getByRole('button', { name: messages.invest.addToPlan }).click();
  await expect(card.getByText(messages.validation.amountRequired)).toBeVisible();
  await expectNoViolationsInLightAndDark(page);

  await page.goto('/deposits');
  await page.getByLabel(messages.money.methodLabel).selectOption(method.$id);
  await page.getByLabel(messages.money.amountLabel).fill('100');
  await page.getByRole('button', { name: messages.deposit.continue }).click();
  await expect(page.getByTestId('wallet-address')).toBeVisible();
  await inLightAndDark(page, async () => {
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
  });

  await page.goto('/withdrawals');
  await page.getByLabel(messages.money.methodLabel).selectOption(method.$id);
  await page.getByLabel(messages.money.amountLabel).fill('50');
  await page.getByLabel(messages.withdrawal.walletLabel).fill('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  // The form shows the fee live: the fee page is told apart by its address.
  await expect(page.getByRole('status').filter({ hasText: '$45.00' })).toBeVisible();
  await expectNoViolationsInLightAndDark(page);
  await page.getByRole('button', { name: messages.withdrawal.submit }).click();
  await expect(page).toHaveURL('/withdrawals/fee');
  await expect(page.getByText(messages.withdrawal.amountSent)).toBeVisible();
  await inLightAndDark(page, async () => {
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
  });

  await page.goto('/withdrawals?isSuccess=true&amount=5000');
  await expect(page.getByRole('dialog', { name: messages.ui.transactionSuccessful })).toBeVisible();
  await expectNoViolationsInLightAndDark(page);
});
