import { readFile } from 'node:fs/promises';
import { messages } from '@copyvest/shared';
import { expect, request as playwrightRequest, test } from './support/fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { logInThroughForm, newAccount, signIn, signUp } from './support/accounts';
import { accountIdOf, fundedUser, logInAdmin } from './support/admin-api';
import { expectNoViolations } from './support/a11y';

const t = messages.reports;
const u = messages.userTools;
const n = messages.notifications;

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const viewport of [
  { name: 'a phone', width: 375, height: 812, scheme: 'dark' as const },
  { name: 'a desktop', width: 1280, height: 900, scheme: 'light' as const },
]) {
  test(`the reports page shows its chart, tables and liabilities on ${viewport.name} (${viewport.scheme}), accessible, and downloads a CSV`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ colorScheme: viewport.scheme });
    // An approved deposit through the API, on the server's own day.
    const adminApi = await playwrightRequest.newContext({ baseURL });
    await logInAdmin(adminApi);
    const investorApi = await playwrightRequest.newContext({ baseURL });
    const { deposit } = await fundedUser(
      adminApi,
      investorApi,
      `Reports ${Date.now().toString(36)}`,
      123_45,
    );
    const day = deposit!.$createdAt.slice(0, 10);
    const from = dayAfter(day, -3);
    const to = dayAfter(day, 3);

    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/dashboard');
    await page.goto(`/admin/reports?from=${from}&to=${to}&granularity=day`);
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: t.flowsChart(from, to) })).toBeVisible();
    // The chart's library is drawn into a canvas once its chunk has loaded.
    await expect(
      page
        .getByRole('img', { name: t.flowsChart(from, to) })
        .locator('canvas')
        .first(),
    ).toBeAttached();
    const flows = page.getByRole('table', { name: t.flowsTitle });
    await expect(flows.getByRole('row')).toHaveCount(7 + 2);
    await expect(flows.getByRole('row', { name: new RegExp(`^${day}`) })).toBeVisible();
    await expect(page.getByRole('table', { name: t.topDepositorsTitle })).toBeVisible();
    await expect(page.getByRole('region', { name: t.liabilitiesTitle })).toContainText(
      t.liabilities.total,
    );
    // Nothing wider than the viewport; on failure, the elements that stick out.
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName}.${element.className}`);
      return { by: document.documentElement.scrollWidth - width, wide };
    });
    expect(overflow.by, overflow.wide.join('\n')).toBeLessThanOrEqual(0);
    await expectNoViolations(page);

    // A bad range is explained and not asked for.
    await page.getByLabel(t.from, { exact: true }).fill(to);
    await page.getByLabel(t.to, { exact: true }).fill(from);
    await page.getByRole('button', { name: t.apply }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: messages.validation.dateRangeOrder }),
    ).toBeVisible();

    // The CSV of the deposits and withdrawals, one line per day.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.download(t.csvNames.flows) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`flows-${from}-to-${to}-day.csv`);
    const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Period,Deposits,Deposits (count),Withdrawals,Withdrawals (count),Net inflow',
    );
    expect(lines).toHaveLength(8);
    expect(lines.find((line) => line.startsWith(day))).toMatch(/^\S+,\d+\.\d{2},[1-9]/);
  });
}

test('an admin adds a note and messages a user, who sees the message among their notifications but never the note', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const account = newAccount({ name: `Messaged ${Date.now().toString(36)}` });
  const userApi = await playwrightRequest.newContext({ baseURL });
  await signUp(userApi, account);
  const userId = await accountIdOf(userApi);
  const note = `Asked about fees on the phone ${Date.now().toString(36)}`;
  const subject = `Your deposit ${Date.now().toString(36)}`;

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/admin/users/${userId}`);
  const notes = page.getByRole('region', { name: u.notesTitle });
  await notes.getByLabel(u.noteLabel).fill(note);
  await notes.getByRole('button', { name: u.addNote }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toBeVisible();

  const card = page.getByRole('region', { name: u.messageTitle });
  await card.getByLabel(u.subjectLabel).fill(subject);
  await card.getByLabel(u.messageLabel).fill('Please add the transaction hash to your deposit.');
  await card.getByRole('button', { name: u.send }).click();
  const dialog = page.getByRole('dialog', { name: u.confirmTitle });
  await expect(dialog).toContainText(account.email);
  await dialog.getByRole('button', { name: u.send }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: u.messageSent }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: u.loginsTitle }).getByRole('table')).toBeVisible();

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage.request, account.email, account.password);
  await userPage.goto('/dashboard');
  await userPage
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = userPage.getByRole('dialog', { name: n.title });
  await expect(panel).toContainText(`${n.heading.admin_message}: ${subject}`);
  await expect(panel).toContainText('Please add the transaction hash to your deposit.');
  await expect(userPage.locator('body')).not.toContainText(note);
  await userContext.close();
});
