import { ID_UNIQUE } from '@copyvest/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type TestAccount = {
  name: string;
  email: string;
  password: string;
  phone: string;
  country: string;
};

/** A new account's details with an e-mail no other test uses. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'Test Investor',
    email: `user-${id}@example.test`,
    password: 'Str0ng-passw0rd',
    phone: '+1 415 555 0100',
    country: 'France',
    ...overrides,
  };
}

/** Creates an account through the API (`POST /v1/account` does not sign in). */
export async function createAccount(request: APIRequestContext, account = newAccount()) {
  const response = await request.post('/v1/account', { data: { userId: ID_UNIQUE, ...account } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Signs `request` (its own cookie jar: a browser context's, or a separate one) in. */
export async function signIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/v1/account/sessions/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Creates an account and signs `request` in with it. */
export async function signUp(request: APIRequestContext, account = newAccount()) {
  await createAccount(request, account);
  await signIn(request, account.email, account.password);
  return account;
}

/**
 * Signs a new account up through the API in the page's own browser context (`page.request` shares
 * its cookies) and opens `path`: the set-up of a test that is not about the sign-up form.
 */
export async function signUpAndOpen(page: Page, path = '/dashboard', account = newAccount()) {
  await signUp(page.request, account);
  await page.goto(path);
  await expect(page).toHaveURL(path);
  return account;
}

/** Fills and sends the sign-up form, choosing the country in the country search and accepting the terms. */
export async function registerThroughForm(
  page: Page,
  account = newAccount(),
  { acceptTerms = true }: { acceptTerms?: boolean } = {},
) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByRole('button', { name: /^Country/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select your country' });
  await dialog.getByRole('combobox', { name: 'Search countries' }).fill(account.country);
  await expect(dialog.getByRole('option').first()).toContainText(account.country);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (acceptTerms) {
    await page.getByRole('checkbox', { name: /^I accept the Terms of Service/ }).check();
  }
  await page.getByRole('button', { name: 'Create account' }).click();
  return account;
}

/** Fills and sends the login form. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * On /complete-registration (a sign-up by link, code, phone or OAuth2): fills the name, phone and
 * country, accepts the terms and continues to the dashboard.
 */
export async function completeRegistration(page: Page, account = newAccount()) {
  await expect(page).toHaveURL('/complete-registration');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByRole('button', { name: /^Country/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select your country' });
  await dialog.getByRole('combobox', { name: 'Search countries' }).fill(account.country);
  await expect(dialog.getByRole('option').first()).toContainText(account.country);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await page.getByRole('checkbox', { name: /^I accept the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
}
