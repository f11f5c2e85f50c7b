import { ID_UNIQUE, messages, type TUser } from '@copyvest/shared';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { newAccount, signIn, signUp } from './support/accounts';
import {
  activateUser,
  approvePending,
  createPaymentMethod,
  logInAdmin,
  signedInUserId,
} from './support/admin-api';
import { expectNoViolations } from './support/a11y';

const k = messages.kyc;
/** The verification badge by its full accessible text: the e-mail badge beside it also says "Not verified". */
const kycBadge = (page: Page, status: keyof typeof k.status) =>
  page.getByText(`${k.statusLabel}: ${k.status[status]}`);
const r = messages.referral;

/** A 2×2 PNG: a real image the server sniffs, stores and previews. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function setKyc(request: APIRequestContext, required: string) {
  const response = await request.put('/v1/admin/settings/kyc', {
    data: { required, withdrawalThreshold: 0 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function setCommissions(request: APIRequestContext, levels: number[]) {
  const response = await request.put('/v1/admin/settings/referrals', {
    data: { signupBonusCents: 100_00, commissions: { enabled: levels.length > 0, levels } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the withdrawal form and confirms on the fee page. */
async function withdraw(page: Page, methodLabel: string, dollars: string) {
  await page.goto('/withdrawals');
  await page.getByLabel(messages.money.methodLabel).selectOption({ label: methodLabel });
  await page.getByLabel(messages.money.amountLabel).fill(dollars);
  await page.getByLabel(messages.withdrawal.walletLabel).fill('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy');
  await page.getByRole('button', { name: messages.withdrawal.submit }).click();
  await expect(page).toHaveURL('/withdrawals/fee');
  await page.getByRole('button', { name: messages.withdrawal.confirm }).click();
}

test('with KYC required, a withdrawal is refused with the way to verify; the admin approves the verification and the withdrawal goes through', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await logInAdmin(request);
  await setKyc(request, 'always');
  try {
    await signUp(page.request, newAccount({ name: 'Kira Kyc' }));
    const userId = await signedInUserId(page);
    await activateUser(request, userId);
    const method = await createPaymentMethod(request);
    const deposit = await page.request.post('/v1/deposits', {
      data: { paymentMethodId: method.$id, amount: 200_00 },
    });
    expect(deposit.status()).toBe(201);
    await approvePending(request, userId, 'deposit');
    const methodLabel = `${method.name} (${method.code.toUpperCase()})`;

    // The form says the rule before anything is typed; the withdrawal is refused with the link.
    await page.goto('/withdrawals');
    await expect(page.getByText(k.ruleAlways)).toBeVisible();
    await withdraw(page, methodLabel, '50');
    const alert = page.getByRole('alert').filter({ hasText: k.required });
    await expect(alert).toBeVisible();
    await alert.getByRole('link', { name: k.verifyLink }).click();
    await expect(page).toHaveURL('/kyc');

    // The form on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(kycBadge(page, 'not_submitted')).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel(messages.auth.fullName).fill('Kira Kyc');
    await page.getByLabel(k.dateOfBirth).fill('1990-04-02');
    await page.getByLabel(k.address).fill('1 Rue de Rivoli, Paris');
    await page.getByRole('button', { name: new RegExp(`^${k.country}`) }).click();
    const dialog = page.getByRole('dialog', { name: messages.countries.choose });
    await dialog.getByRole('combobox', { name: messages.countries.searchLabel }).fill('France');
    await expect(dialog.getByRole('option').first()).toContainText('France');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByLabel(k.documentType).selectOption({ label: k.documentTypes.passport });
    await page.getByLabel(k.documentNumber).fill('P1234567');
    await page
      .getByLabel(k.front)
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: k.front })).toBeVisible();
    await page
      .getByLabel(k.selfie)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: k.selfie })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.getByRole('button', { name: k.submit }).click();
    await expect(page.getByText(k.pendingText)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    // The admin reviews it in the queue and approves after confirming.
    const adminContext = await browser.newContext({ baseURL });
    try {
      await logInAdmin(adminContext.request);
      const adminPage = await adminContext.newPage();
      await adminPage.goto('/admin/kyc');
      await adminPage
        .getByRole('link', { name: /Kira Kyc/ })
        .first()
        .click();
      await expect(
        adminPage.getByRole('heading', { name: k.reviewTitle('Kira Kyc') }),
      ).toBeVisible();
      await expect(adminPage.getByText('P1234567')).toBeVisible();
      await expect(adminPage.getByRole('img', { name: k.front })).toBeVisible();
      await expectNoViolations(adminPage);
      await adminPage.getByRole('button', { name: k.approve }).click();
      const confirm = adminPage.getByRole('dialog', { name: k.approveTitle });
      await confirm.getByRole('button', { name: k.approve }).click();
      await expect(confirm).toBeHidden();
      await expect(kycBadge(adminPage, 'approved')).toBeVisible();
    } finally {
      await adminContext.close();
    }

    // Verified: the profile says so and the withdrawal goes through.
    await page.goto('/profile');
    await expect(kycBadge(page, 'approved')).toBeVisible();
    await withdraw(page, methodLabel, '50');
    await expect(page).toHaveURL('/withdrawals?isSuccess=true&amount=5000');
  } finally {
    await setKyc(request, 'never');
  }
});

test('a referral commission appears in the referrer’s log once the admin approves the referred user’s deposit', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await logInAdmin(request);
  await setCommissions(request, [500]);
  try {
    await signUp(page.request, newAccount({ name: 'Rhea Referrer' }));
    const referrerId = await signedInUserId(page);
    await activateUser(request, referrerId);
    const session = await page.request.get('/v1/session');
    const sessionBody = (await session.json()) as { user: TUser };
    const { referralId } = sessionBody.user;
    expect(referralId, JSON.stringify(sessionBody)).toMatch(/^\S+$/);

    const friendContext = await browser.newContext({ baseURL });
    try {
      const friend = newAccount({ name: 'Fiona Friend' });
      const created = await friendContext.request.post('/v1/account', {
        data: { userId: ID_UNIQUE, ...friend, referrerId: referralId },
      });
      expect(created.status(), `${referralId}: ${await created.text()}`).toBe(201);
      await signIn(friendContext.request, friend.email, friend.password);
      const friendAccount = await friendContext.request.get('/v1/account');
      const friendId = ((await friendAccount.json()) as { $id: string }).$id;
      await activateUser(request, friendId);
      const method = await createPaymentMethod(request);
      const deposit = await friendContext.request.post('/v1/deposits', {
        data: { paymentMethodId: method.$id, amount: 80_00 },
      });
      expect(deposit.status()).toBe(201);

      await page.goto('/referrals');
      await expect(page.getByText(r.commissionsEmpty)).toBeVisible();
      await approvePending(request, friendId, 'deposit');
    } finally {
      await friendContext.close();
    }
    await page.reload();
    const log = page.getByRole('group', { name: r.commissionsTitle });
    const row = log.getByRole('row', { name: /Fiona Friend/ });
    await expect(row).toContainText(r.treeLevel(1));
    await expect(row).toContainText('$80.00');
    await expect(row).toContainText('$4.00');
    const tree = page.getByRole('group', { name: r.treeTitle });
    await expect(tree.getByRole('row', { name: new RegExp(`^${r.treeLevel(1)}`) })).toContainText(
      '$4.00',
    );
    await expectNoViolations(page);
  } finally {
    await setCommissions(request, []);
  }
});
