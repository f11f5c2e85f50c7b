import { messages } from '@copyvest/shared';
import { E2E_ADMIN } from '../playwright.config';
import { logInThroughForm, newAccount, registerThroughForm, signUp } from './support/accounts';
import { activateUser, createPaymentMethod, logInAdmin, signedInUserId } from './support/admin-api';
import { expect, type Page, request as playwrightRequest, test } from './support/fixtures';

/** An 8 × 8 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4KOuBFTEMLQkA/tlRgeecKV8AAAAASUVORK5CYII=',
  'base64',
);

/** The section's top, relative to the viewport, once it stops moving. */
async function settledTop(page: Page, id: string): Promise<number> {
  const top = () =>
    page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().top);
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = Math.round(await top());
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return last;
}

/** A new user, signed in in `page`, activated by the admin (through the API). */
async function activeUser(page: Page, baseURL?: string) {
  await signUp(page.request);
  const userId = await signedInUserId(page);
  const admin = await playwrightRequest.newContext({ baseURL });
  await logInAdmin(admin);
  await activateUser(admin, userId);
  return admin;
}

test.describe('journey fixes', () => {
  test('the header links Plans and Contact land on their sections on a fresh load', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [label, id] of [
      ['Plans', 'plans'],
      ['Contact', 'contact'],
    ] as const) {
      // A fresh load of another page: the landing page and its lazy sections load on the click.
      await page.goto('/about');
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      if (id === 'plans') await expect(page.locator('#plans article').first()).toBeVisible();
      const top = await settledTop(page, id);
      // Just under the sticky header (scroll-mt-16: 64 px), not somewhere else on the page.
      expect(top).toBeGreaterThanOrEqual(-2);
      expect(top).toBeLessThanOrEqual(80);
    }
  });

  test('an inactive user sees the inactive notice instead of the money forms', async ({ page }) => {
    await signUp(page.request);
    for (const path of ['/deposits', '/withdrawals', '/plans']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: messages.ui.inactiveHeading })).toBeVisible();
      await expect(page.getByRole('link', { name: messages.ui.contactSupport })).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('combobox')).toHaveCount(0);
    }
  });

  test('sign-up with an unknown referral ID says so under the field and creates nothing', async ({
    page,
  }) => {
    const account = newAccount();
    await page.goto(`/register?refId=nobody-${Date.now()}`);
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Phone number').fill(account.phone);
    await page.getByRole('button', { name: /^Country/ }).click();
    const countries = page.getByRole('dialog', { name: 'Select your country' });
    await countries.getByRole('combobox', { name: 'Search countries' }).fill(account.country);
    await expect(countries.getByRole('option').first()).toContainText(account.country);
    await page.keyboard.press('Enter');
    await expect(countries).toBeHidden();
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('checkbox', { name: /^I accept the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    const referral = page.getByLabel('Referral ID (optional)');
    await expect(page.getByText(messages.validation.referrerUnknown)).toBeVisible();
    await expect(referral).toHaveAttribute('aria-invalid', 'true');
    await expect(referral).toBeFocused();
    await expect(page).toHaveURL(/\/register/);
    // Nothing was created: the same e-mail signs up once the code is cleared.
    await referral.fill('');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('the phone must be a real number in international format, stored in E.164', async ({
    page,
  }) => {
    await registerThroughForm(page, newAccount({ phone: '555 0100' }));
    await expect(page.getByText(messages.validation.phoneInvalid)).toBeVisible();
    await expect(page).toHaveURL('/register');
    await page.getByLabel('Phone number').fill('+1 (415) 555-2671');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/dashboard');
    const session = (await (await page.request.get('/v1/session')).json()) as {
      user: { phone: string };
    };
    expect(session.user.phone).toBe('+14155552671');
  });

  test('after a failed avatar upload focus stays in the modal and Escape closes it', async ({
    page,
  }) => {
    await signUp(page.request);
    // The upload goes through the SDK's Storage.createFile into the images bucket.
    await page.route('**/v1/storage/buckets/*/files', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Server Error',
          code: 500,
          type: 'general_unknown',
          version: '1.0.0',
        }),
      }),
    );
    await page.goto('/profile');
    await page.getByRole('button', { name: messages.files.changeAvatar }).click();
    const dialog = page.getByRole('dialog', { name: messages.files.avatarTitle });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: messages.ui.upload }).click();
    await expect(page.getByText(messages.toast.avatarFailed)).toBeVisible();
    await expect(dialog.getByRole('button', { name: messages.ui.upload })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("the admin's own user page offers neither Deactivate nor Delete User", async ({ page }) => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/(admin|dashboard)/);
    const adminId = await signedInUserId(page);
    await page.goto(`/admin/users/${adminId}`);
    const actions = page.getByRole('group', { name: messages.admin.userActions });
    await expect(actions).toBeVisible();
    await expect(actions.getByRole('button', { name: messages.admin.deactivate })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: messages.admin.deleteUser })).toHaveCount(0);
  });

  test('going back from the payment page keeps the deposit form', async ({ page, baseURL }) => {
    const admin = await activeUser(page, baseURL);
    const method = await createPaymentMethod(admin);
    await page.goto('/deposits');
    await page.getByLabel(messages.money.methodLabel).selectOption(method.$id);
    await page.getByLabel(messages.money.amountLabel).fill('250.50');
    await page.getByRole('button', { name: messages.deposit.continue }).click();
    await expect(page).toHaveURL('/deposits/payment');
    await page.getByRole('button', { name: messages.common.back }).click();
    await expect(page).toHaveURL('/deposits');
    await expect(page.getByLabel(messages.money.methodLabel)).toHaveValue(method.$id);
    await expect(page.getByLabel(messages.money.amountLabel)).toHaveValue('250.50');
    await admin.dispose();
  });

  test('the invest amount suggests the plan minimum; the referral link shows whole on a phone', async ({
    page,
    baseURL,
  }) => {
    const admin = await activeUser(page, baseURL);
    await page.goto('/plans');
    const card = page.getByRole('article').first();
    const min = await card.getByText(messages.invest.minAmount).locator('..').innerText();
    const dollars = /\$([\d,]+)(?:\.(\d\d))?/.exec(min)!;
    const expected = `${dollars[1]!.replace(/,/g, '')}${dollars[2] && dollars[2] !== '00' ? `.${dollars[2]}` : ''}`;
    await expect(card.getByRole('textbox')).toHaveAttribute('placeholder', `e.g ${expected}`);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/referrals');
    const link = page.getByLabel(messages.referral.linkLabel);
    await expect(link).toBeVisible();
    await expect(link).toContainText('/register?refId=');
    const fits = await link.evaluate(
      (element) =>
        element.scrollWidth <= element.clientWidth &&
        element.getBoundingClientRect().right <= window.innerWidth,
    );
    expect(fits).toBe(true);
    await admin.dispose();
  });

  test('a plan title another plan has is refused in the admin form', async ({ page, request }) => {
    await logInAdmin(request);
    const { plans } = (await (await request.get('/v1/plans')).json()) as {
      plans: { title: string }[];
    };
    const taken = plans[0]!.title;
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/(admin|dashboard)/);
    await page.goto('/admin/plans');
    await page.getByRole('button', { name: messages.admin.addPlan }).first().click();
    const dialog = page.getByRole('dialog', { name: messages.admin.addPlan });
    await dialog.getByLabel(messages.admin.planTitle).fill(taken.toUpperCase());
    await dialog.getByLabel(messages.admin.planMin).fill('100');
    await dialog.getByLabel(messages.admin.planMax).fill('1000');
    await dialog.getByLabel(messages.admin.planRoi).fill('2');
    await dialog.getByLabel(messages.admin.planDuration).fill('7');
    await dialog.getByRole('button', { name: messages.admin.addPlan }).click();
    const title = dialog.getByLabel(messages.admin.planTitle);
    await expect(title).toHaveAccessibleDescription(messages.errors.planTitleTaken);
    await expect(title).toBeFocused();
    const after = (await (await request.get('/v1/plans')).json()) as { plans: unknown[] };
    expect(after.plans).toHaveLength(plans.length);
  });

  test('the FAQ sends the user to the Referrals page for the link', async ({ page }) => {
    await page.goto('/');
    const question = page.getByRole('button', { name: 'How does the referral program work?' });
    await question.scrollIntoViewIfNeeded();
    await question.click();
    await expect(page.getByText(/Copy your referral link from the Referrals page/)).toBeVisible();
  });
});
