import { messages, type TPlan } from '@copyvest/shared';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { signUp } from './support/accounts';
import {
  activateUser,
  approvePending,
  createPaymentMethod,
  logInAdmin,
  signedInUserId,
  transactionsOf,
} from './support/admin-api';

type PlanInput = { title: string; min: number; max: number; roi: number; days: number };

async function createPlan(request: APIRequestContext, plan: PlanInput): Promise<TPlan> {
  const response = await request.post('/v1/plans', { data: plan });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TPlan;
}

async function updatePlan(request: APIRequestContext, id: string, plan: PlanInput) {
  const response = await request.patch(`/v1/plans/${id}`, { data: plan });
  expect(response.status(), await response.text()).toBe(200);
}

/** An active user signed in in `page`, with `cents` approved on their balance. */
async function fundedUser(page: Page, request: APIRequestContext, cents: number) {
  await signUp(page.request);
  const userId = await signedInUserId(page);
  await activateUser(request, userId);
  const method = await createPaymentMethod(request);
  const deposit = await page.request.post('/v1/deposits', {
    data: { paymentMethodId: method.$id, amount: cents },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  await approvePending(request, userId, 'deposit');
  return { userId, method };
}

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

test('moving an open trade to another plan: the plan maximum holds, a lower ROI is confirmed first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logInAdmin(request);
  const tag = Math.random().toString(36).slice(2, 7);
  const silver = await createPlan(request, {
    title: `Silver ${tag}`,
    min: 1_000_00,
    max: 4_999_00,
    roi: 3.5,
    days: 14,
  });
  const starter = { title: `Starter ${tag}`, min: 100_00, max: 999_00, roi: 2, days: 7 };
  await createPlan(request, starter);
  const wideInput = { title: `Wide ${tag}`, min: 100_00, max: 100_000_00, roi: 2, days: 30 };
  const wide = await createPlan(request, wideInput);

  await fundedUser(page, request, 2_000_00);
  const opened = await page.request.post('/v1/trades', {
    data: { planId: silver.$id, amount: 1_200_00 },
  });
  expect(opened.status(), await opened.text()).toBe(201);

  await page.goto('/plans');
  // A $1,200 trade plus $100 does not fit a plan whose maximum is $999: said on the card.
  const starterCard = page.getByRole('article', { name: starter.title });
  await starterCard.getByRole('textbox').fill('100');
  await starterCard.getByRole('button', { name: messages.invest.upgrade }).click();
  await expect(
    starterCard.getByText("Your trade would be $1,300.00, above this plan's maximum of $999.00."),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A lower ROI: the confirmation says the new amount, ROI and term; Cancel changes nothing.
  const wideCard = page.getByRole('article', { name: wide.title });
  await wideCard.getByRole('textbox').fill('100');
  await wideCard.getByRole('button', { name: messages.invest.upgrade }).click();
  const dialog = page.getByRole('dialog', { name: messages.invest.changeTitleLowerRoi });
  await expect(dialog).toContainText(
    `Your trade of $1,200.00 in ${silver.title} becomes $1,300.00 in ${wide.title} at 2% per day (now 3.5% per day). A new term of 30 days starts today`,
  );
  await dialog.getByRole('button', { name: messages.common.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/plans');

  // The admin lowers the plan's maximum while the user confirms: the server refuses, and the
  // toast says "Error creating trade" with its reason beneath.
  await wideCard.getByRole('button', { name: messages.invest.upgrade }).click();
  await expect(dialog).toBeVisible();
  await updatePlan(request, wide.$id, { ...wideInput, max: 1_000_00 });
  await dialog.getByRole('button', { name: messages.invest.changeConfirmLowerRoi }).click();
  const failed = toast(page, messages.toast.tradeFailed);
  await expect(failed).toContainText(
    "Your trade would be $1,300.00, above this plan's maximum of $1,000.00.",
  );
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/plans');

  // Back within limits, the confirmed move goes through.
  await updatePlan(request, wide.$id, wideInput);
  await page.reload();
  await wideCard.getByRole('textbox').fill('100');
  await wideCard.getByRole('button', { name: messages.invest.upgrade }).click();
  await dialog.getByRole('button', { name: messages.invest.changeConfirmLowerRoi }).click();
  await expect(toast(page, messages.toast.tradeChanged(wide.title))).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  const trade = page.getByRole('region', { name: messages.trade.ongoingTrade });
  await expect(trade).toContainText(wide.title);
  await expect(trade).toContainText('$1,300.00');
});

test('a withdrawal says "To receive" while pending and nothing about money sent once rejected', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logInAdmin(request);
  const { userId, method } = await fundedUser(page, request, 100_00);
  const withdrawal = await page.request.post('/v1/withdrawals', {
    data: {
      paymentMethodId: method.$id,
      amount: 50_00,
      walletAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);

  await page.goto('/transactions');
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Withdrawal' });
  await expect(item).toContainText(messages.transactionList.statusWord.pendingReview);
  await expect(item).toContainText('Fee $5.00 · To receive $45.00');
  await expect(item).not.toContainText('Sent');

  const pending = (await transactionsOf(request, userId)).find((t) => t.kind === 'withdrawal')!;
  const rejected = await request.post(`/v1/admin/transactions/${pending.$id}/reject`);
  expect(rejected.ok(), await rejected.text()).toBe(true);
  await page.reload();
  await expect(item).toContainText(messages.transactionList.statusWord.rejected);
  await expect(item).not.toContainText('Fee');
  await expect(item).not.toContainText('Sent');
  await expect(item).not.toContainText('To receive');
});
