import { messages, type TSavedAddressList } from '@copyvest/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/fixtures';
import { signUp } from './support/accounts';
import {
  activateUser,
  approvePending,
  createPaymentMethod,
  logInAdmin,
  signedInUserId,
  transactionsOf,
} from './support/admin-api';
import { expectNoHorizontalScroll, expectNoViolations, inLightAndDark } from './support/a11y';

const s = messages.savedAddresses;

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

async function savedAddressesOf(page: Page) {
  const response = await page.request.get('/v1/saved-addresses');
  expect(response.status()).toBe(200);
  return ((await response.json()) as TSavedAddressList).savedAddresses;
}

test('a user saves an address, withdraws by picking it, renames it and deletes it', async ({
  page,
  request,
}) => {
  await logInAdmin(request);
  const { userId, method } = await fundedUser(page, request, 200_00);
  const methodOption = `${method.name} (${method.code.toUpperCase()})`;

  // Save an address on the management page.
  await page.goto('/withdrawals');
  await page.getByRole('link', { name: s.manage }).click();
  await expect(page).toHaveURL('/withdrawals/addresses');
  await expect(page.getByText(s.empty)).toBeVisible();
  const add = page.getByRole('form', { name: s.addTitle });
  await add.getByLabel(messages.money.methodLabel).selectOption({ label: methodOption });
  await add.getByLabel(messages.withdrawal.walletLabel).fill('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy');
  await add.getByLabel(s.labelField).fill('Hardware wallet');
  await add.getByRole('button', { name: s.add }).click();
  const group = page.getByRole('region', { name: new RegExp(method.name) });
  await expect(group.getByText('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBeVisible();
  await expect(group.getByText('Hardware wallet')).toBeVisible();

  // Withdraw by picking it: the wallet address is filled, nothing typed.
  await page.goto('/withdrawals');
  await page.getByLabel(messages.money.methodLabel).selectOption({ label: methodOption });
  await page
    .getByLabel(s.pickerLabel)
    .selectOption({ label: 'Hardware wallet · 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' });
  await expect(page.getByLabel(messages.withdrawal.walletLabel)).toHaveValue(
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  );
  await page.getByLabel(messages.money.amountLabel).fill('50');
  await page.getByRole('button', { name: messages.withdrawal.submit }).click();
  await expect(page).toHaveURL('/withdrawals/fee');
  await page.getByRole('button', { name: messages.withdrawal.confirm }).click();
  await expect(page).toHaveURL('/withdrawals?isSuccess=true&amount=5000');
  const withdrawals = (await transactionsOf(request, userId)).filter(
    (transaction) => transaction.kind === 'withdrawal',
  );
  expect(withdrawals).toEqual([
    expect.objectContaining({
      walletAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      amount: 50_00,
      status: 'pending',
      paymentMethodId: method.$id,
    }),
  ]);

  // Rename, then delete.
  await page.goto('/withdrawals/addresses');
  await group.getByRole('button', { name: s.renameFor('Hardware wallet') }).click();
  await group.getByLabel(s.labelField).fill('Cold storage');
  await group.getByRole('button', { name: s.save }).click();
  await expect(group.getByText('Cold storage')).toBeVisible();
  expect((await savedAddressesOf(page)).map((saved) => saved.label)).toEqual(['Cold storage']);

  await group.getByRole('button', { name: s.deleteFor('Cold storage') }).click();
  const dialog = page.getByRole('dialog', { name: s.deleteTitle });
  await dialog.getByRole('button', { name: s.delete }).click();
  await expect(page.getByText(s.empty)).toBeVisible();
  expect(await savedAddressesOf(page)).toEqual([]);
});

test('"Save this address" on a new address saves it once the withdrawal is sent', async ({
  page,
  request,
}) => {
  await logInAdmin(request);
  const { method } = await fundedUser(page, request, 100_00);
  await page.goto('/withdrawals');
  await page
    .getByLabel(messages.money.methodLabel)
    .selectOption({ label: `${method.name} (${method.code.toUpperCase()})` });
  await page.getByLabel(messages.money.amountLabel).fill('10');
  await page
    .getByLabel(messages.withdrawal.walletLabel)
    .fill('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
  await page.getByLabel(s.saveThis).check();
  await page.getByRole('button', { name: messages.withdrawal.submit }).click();
  await page.getByRole('button', { name: messages.withdrawal.confirm }).click();
  await expect(page).toHaveURL('/withdrawals?isSuccess=true&amount=1000');
  await expect
    .poll(async () => (await savedAddressesOf(page)).map((saved) => saved.address))
    .toEqual(['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0']);
});

async function expectAccessibleOnAPhone(page: Page) {
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page);
}

test('the saved addresses page and the picker are accessible and fit a phone in light and dark', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logInAdmin(request);
  const { method } = await fundedUser(page, request, 10_00);
  const saved = await page.request.post('/v1/saved-addresses', {
    data: {
      paymentMethodId: method.$id,
      address: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      label: 'A rather long label for a wallet',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto('/withdrawals/addresses');
  await expect(page.getByText('A rather long label for a wallet')).toBeVisible();
  await inLightAndDark(page, () => expectAccessibleOnAPhone(page));

  await page.goto('/withdrawals');
  await page
    .getByLabel(messages.money.methodLabel)
    .selectOption({ label: `${method.name} (${method.code.toUpperCase()})` });
  await expect(page.getByLabel(s.pickerLabel)).toBeVisible();
  await inLightAndDark(page, () => expectAccessibleOnAPhone(page));
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test.describe('admin filter selects at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('are as tall as the search box beside them and on the same line', async ({ page }) => {
    await logInAdmin(page.request);
    await page.goto('/admin/transactions');
    const search = page.getByRole('searchbox', { name: messages.admin.searchTransactions });
    const status = page.getByRole('combobox', { name: messages.admin.statusFilter });
    const [searchBox, statusBox] = [await box(search), await box(status)];
    expect(statusBox.height).toBe(searchBox.height);
    expect(statusBox.y).toBe(searchBox.y);
    expect(statusBox.x).toBeGreaterThan(searchBox.x + searchBox.width);

    await page.goto('/admin/audit');
    const admin = page.getByRole('combobox', { name: messages.admin.auditFilterAdmin });
    const target = page.getByLabel(messages.admin.auditTargetId);
    const [adminBox, targetBox] = [await box(admin), await box(target)];
    expect(adminBox.height).toBe(targetBox.height);
    expect(adminBox.y).toBe(targetBox.y);
  });
});
