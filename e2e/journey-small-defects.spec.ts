import { messages } from '@copyvest/shared';
import { expect, test } from './support/fixtures';
import { completeRegistration, newAccount, signUp } from './support/accounts';
import { logInAdmin } from './support/admin-api';
import { linkIn, mailTo } from './support/mailbox';

/** The smaller defects of the walk, proved in the browser. */
test.describe('small defects', () => {
  test('a magic-link sign-up completes its registration (name, phone, country, terms) before the dashboard', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const account = newAccount({ name: 'Grace Hopper', country: 'United States' });
    const sent = await request.post('/v1/account/tokens/magic-url', {
      data: {
        userId: 'unique()',
        email: account.email,
        url: new URL('/magic-link', page.url()).href,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await logInAdmin(request);
    await page.goto(linkIn(await mailTo(request, account.email, /sign-in link/)));
    await page.getByRole('button', { name: messages.access.magicSignIn, exact: true }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: messages.auth.completeTitle }),
    ).toBeVisible();
    // Nothing else of the app opens before it is complete.
    await page.goto('/plans');
    await expect(page).toHaveURL('/complete-registration');
    await completeRegistration(page, account);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  });

  test('logout shows one toast', async ({ page }) => {
    // Signed up through the API: no "Signed up" toast is still showing when Logout is pressed.
    await signUp(page.request);
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: messages.ui.logout })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText(messages.toast.loggedOut)).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await expect(page.getByText(messages.auth.sessionEnded)).toHaveCount(0);
  });

  test("a visitor's footer Plans opens the public plans page: read-only cards and 'Sign up to invest'", async ({
    page,
  }) => {
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Footer navigation' })
      .getByRole('link', { name: messages.nav.plans, exact: true })
      .click();
    await expect(page).toHaveURL('/investment-plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Investment plans' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole('link', { name: 'Sign up to invest' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  });

  test('the Translate control does not move the hero', async ({ page }) => {
    await page.goto('/');
    const headline = page.getByRole('heading', { level: 1 });
    const before = await headline.boundingBox();
    // The provider cannot be reached from the test machine: the message shows, over the page.
    await page.route('**/translate.google.com/**', (route) => route.abort());
    await page.getByRole('button', { name: 'Translate this page' }).click();
    await expect(page.getByText(/Translation is unavailable right now/)).toBeVisible();
    expect((await headline.boundingBox())?.y).toBe(before?.y);
  });
});
