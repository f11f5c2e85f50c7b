import { formatMoney, messages } from '@copyvest/shared';
import { expect, type Page, request as playwrightRequest, test } from './support/fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { logInThroughForm } from './support/accounts';
import { fundedUser, logInAdmin } from './support/admin-api';

const t = messages.books;

/** The cents a card on the Books page shows (its `dd`), read as a number. */
async function cardCents(page: Page, label: string): Promise<number> {
  const card = page
    .getByRole('region', { name: t.accountsTitle })
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .last();
  const text = (await card.locator('dd').first().textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
}

test('an admin approves a withdrawal and sees the 10 % fee among the fees earned on the Books page', async ({
  page,
  baseURL,
}) => {
  // Prepared through the API: an active user with $200 who asks to withdraw $80.
  const adminApi = await playwrightRequest.newContext({ baseURL });
  await logInAdmin(adminApi);
  const investorApi = await playwrightRequest.newContext({ baseURL });
  const { method } = await fundedUser(
    adminApi,
    investorApi,
    `Books ${Date.now().toString(36)}`,
    200_00,
  );
  const withdrawal = await investorApi.post('/v1/withdrawals', {
    data: {
      paymentMethodId: method!.$id,
      amount: 80_00,
      walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);
  const { transactionId } = (await withdrawal.json()) as { transactionId: string };

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/dashboard');

  // Books before the decision: the fee waits as a pending credit of "Fees earned".
  await page.goto('/admin');
  await page.getByRole('link', { name: messages.nav.books }).first().click();
  await expect(page).toHaveURL('/admin/books');
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  const feesBefore = await cardCents(page, t.accounts.withdrawal_fees_earned);

  // Approve the withdrawal in the transactions page.
  await page.goto('/admin/transactions?status=pending');
  await page
    .getByRole('searchbox', { name: messages.admin.searchTransactions })
    .fill(transactionId);
  const transaction = page.getByRole('article', { name: transactionId });
  await expect(transaction).toContainText(formatMoney(80_00));
  await transaction.getByRole('button', { name: messages.admin.approve }).click();
  await page
    .getByRole('dialog', { name: messages.admin.approveTitle })
    .getByRole('button', { name: messages.admin.approve })
    .click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Withdrawal was approved successfully' }),
  ).toBeVisible();

  // The Books page: the fee ($8, 10 % of $80) is posted among the fees earned.
  await page.goto('/admin/books');
  const accounts = page.getByRole('region', { name: t.accountsTitle });
  await expect(accounts).toContainText(t.accounts.withdrawal_fees_earned);
  await expect
    .poll(() => cardCents(page, t.accounts.withdrawal_fees_earned))
    .toBe(feesBefore + 8_00);
  await expect(page.getByRole('region', { name: t.reconciliationsTitle })).toBeVisible();

  await adminApi.dispose();
  await investorApi.dispose();
});
