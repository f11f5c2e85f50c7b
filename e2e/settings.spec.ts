import { defaultSettings, messages } from '@copyvest/shared';
import { expect, test, type APIRequestContext } from './support/fixtures';
import { signIn, signUp } from './support/accounts';
import {
  activateUser,
  approvePending,
  createPaymentMethod,
  logInAdmin,
  signedInUserId,
} from './support/admin-api';
import { E2E_ADMIN } from '../playwright.config';
import { expectNoViolations } from './support/a11y';

const t = messages.settings;

/** Puts every group back to a fresh install's, so the worker's other tests see the spec's rules. */
async function resetSettings(request: APIRequestContext) {
  const defaults = defaultSettings();
  for (const [group, value] of Object.entries(defaults)) {
    const response = await request.put(`/v1/admin/settings/${group}`, { data: value });
    expect(response.status(), await response.text()).toBe(200);
  }
}

test.beforeEach(async ({ request }) => {
  await logInAdmin(request);
});
test.afterEach(async ({ request }) => {
  await resetSettings(request);
});

test('an admin changes the withdrawal fee; the user’s withdrawal form shows the new fee and amount received', async ({
  page,
  browser,
  request,
}) => {
  // The user: active, with $200 approved.
  const user = await browser.newContext();
  const userPage = await user.newPage();
  await signUp(userPage.request);
  const userId = await signedInUserId(userPage);
  await activateUser(request, userId);
  const method = await createPaymentMethod(request);
  const deposit = await userPage.request.post('/v1/deposits', {
    data: { paymentMethodId: method.$id, amount: 200_00 },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  await approvePending(request, userId, 'deposit');

  // The admin changes the fee on /admin/settings, confirming the money rule.
  await signIn(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/settings');
  const fee = page.getByRole('region', { name: t.withdrawalsTitle });
  await fee.getByLabel(t.feePercent).fill('80');
  await fee.getByRole('button', { name: t.save }).click();
  await expect(fee.getByRole('alert')).toHaveText('feePercent: Must be at most 50');
  await fee.getByLabel(t.feePercent).fill('2.5');
  await fee.getByLabel(t.minFee).fill('1');
  await fee.getByRole('button', { name: t.save }).click();
  const confirm = page.getByRole('dialog', { name: t.feeConfirmTitle });
  await expect(confirm).toContainText(t.feeConfirmText('2.5', '$1.00'));
  await confirm.getByRole('button', { name: messages.common.confirm }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expectNoViolations(page);

  // The user's form explains the new fee and what reaches the wallet.
  await userPage.goto('/withdrawals');
  await expect(userPage.getByText(messages.withdrawal.liveFeeHint(2.5))).toBeVisible();
  await userPage.getByLabel(messages.money.methodLabel).selectOption(method.$id);
  await userPage.getByLabel(messages.money.amountLabel).fill('100');
  const liveFee = userPage.getByRole('status').filter({ hasText: messages.withdrawal.amountSent });
  await expect(liveFee).toContainText(messages.withdrawal.fee(2.5));
  await expect(liveFee).toContainText('$2.50');
  await expect(liveFee).toContainText('$97.50');
  await userPage
    .getByLabel(messages.withdrawal.walletLabel)
    .fill('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  await userPage.getByRole('button', { name: messages.withdrawal.submit }).click();
  await expect(userPage).toHaveURL('/withdrawals/fee');
  await expect(userPage.getByText(messages.pages.feeText(2.5))).toBeVisible();
  await userPage.getByRole('button', { name: messages.withdrawal.confirm }).click();
  await expect(userPage.getByText(messages.toast.withdrawalSent)).toBeVisible();
  await user.close();
});

test('the maintenance notice shows above public and signed-in pages, and goes when turned off', async ({
  page,
  request,
}) => {
  const notice = 'Deposits are paused until 10:00 UTC for maintenance.';
  const saved = await request.put('/v1/admin/settings/maintenance', {
    data: { enabled: true, message: notice },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const banner = page.getByRole('region', { name: messages.layout.maintenanceLabel });

  await page.goto('/');
  await expect(banner).toHaveText(notice);
  await expectNoViolations(page);
  await signUp(page.request);
  await page.goto('/dashboard');
  await expect(banner).toHaveText(notice);
  await expectNoViolations(page);

  await request.put('/v1/admin/settings/maintenance', { data: { enabled: false, message: '' } });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('an admin edits an FAQ entry on /admin/settings; the landing shows it', async ({ page }) => {
  await signIn(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/settings');
  const landing = page.getByRole('region', { name: t.landingTitle });
  await landing.getByLabel(t.faqQuestion(1)).fill('Can I stop copying a trader at any time?');
  await landing.getByLabel(t.faqAnswer(1)).fill('Yes. Stopping returns the copy to your balance.');
  await landing.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  await page.goto('/#faq');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(
    faq.getByRole('button', { name: 'Can I stop copying a trader at any time?' }),
  ).toBeVisible();
  await expect(faq.getByText('Yes. Stopping returns the copy to your balance.')).toBeVisible();
  await expectNoViolations(page);
});
