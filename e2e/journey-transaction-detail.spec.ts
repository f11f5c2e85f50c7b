import { readFile } from 'node:fs/promises';
import { messages, type TTransaction } from '@copyvest/shared';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { logInThroughForm, signUp } from './support/accounts';
import {
  activateUser,
  advanceDays,
  createPaymentMethod,
  logInAdmin,
  signedInUserId,
} from './support/admin-api';

const d = messages.transactionDetail;

// Dates are the viewer's: a fixed zone makes "the day of a transaction" the UTC date of its time.
test.use({ timezoneId: 'UTC' });

/** A small RFC 4180 reader: quoted cells with doubled quotes and line breaks, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

async function deposit(page: Page, methodId: string, amount: number): Promise<TTransaction> {
  const response = await page.request.post('/v1/deposits', {
    data: { paymentMethodId: methodId, amount },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TTransaction;
}

async function approve(request: APIRequestContext, id: string) {
  const response = await request.post(`/v1/admin/transactions/${id}/approve`);
  expect(response.status(), await response.text()).toBe(200);
}

/** Clicks Export CSV and returns the downloaded file's name and the transaction ids of its rows. */
async function exportCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: d.exportCsv }).click();
  const file = await download;
  const rows = parseCsv(await readFile((await file.path())!, 'utf8'));
  const idColumn = rows[0]!.indexOf(d.csvColumns.transactionId);
  return { name: file.suggestedFilename(), ids: rows.slice(1).map((row) => row[idColumn]) };
}

const dayOf = (transaction: TTransaction) => transaction.$createdAt.slice(0, 10);

test('a user opens a transaction from the list and sees its history; the admin sees who decided; dates narrow both lists and the export', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  await logInAdmin(request);
  await signUp(page.request);
  const userId = await signedInUserId(page);
  await activateUser(request, userId);
  const method = await createPaymentMethod(request);

  // Three deposits three days apart; the first is approved by the admin.
  const first = await deposit(page, method.$id, 123_45);
  await approve(request, first.$id);
  await advanceDays(request, 3);
  const second = await deposit(page, method.$id, 200_00);
  await advanceDays(request, 3);
  const third = await deposit(page, method.$id, 300_00);

  // The user opens the approved deposit's detail from the list, by keyboard.
  await page.goto('/transactions');
  const detailLink = page.getByRole('link', { name: d.viewDetailsOf(first.transactionId) });
  await detailLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/transactions/${first.$id}`);
  await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: first.transactionId })).toBeVisible();
  await expect(page.getByText('$123.45', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: d.history });
  const steps = history.getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText(d.event.created);
  await expect(steps.nth(1)).toContainText(d.event.approved);
  await expect(steps.nth(1)).toContainText(d.by.admin);
  await expect(history).not.toContainText(E2E_ADMIN.email);

  // An id that is not the user's: the same "not found" as a made-up one.
  await page.goto('/transactions/not-a-real-id');
  await expect(page.getByText(d.notFound)).toBeVisible();

  // The date range narrows the list; the export holds exactly the rows the list shows.
  await page.goto('/transactions');
  await expect(page.getByText(messages.money.showing(3, 3))).toBeVisible();
  await page.getByLabel(d.dateFrom, { exact: true }).fill(dayOf(second));
  await page.getByLabel(d.dateTo, { exact: true }).fill(dayOf(second));
  await expect(page.getByText(messages.money.showing(1, 1))).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: second.transactionId })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: first.transactionId })).toHaveCount(0);
  const narrow = await exportCsv(page);
  expect(narrow.name).toBe(d.csvFileName('transactions', dayOf(second), dayOf(second)));
  expect(narrow.ids).toEqual([second.transactionId]);

  await page.getByLabel(d.dateFrom, { exact: true }).fill(dayOf(first));
  await expect(page.getByText(messages.money.showing(2, 2))).toBeVisible();
  const wider = await exportCsv(page);
  expect(wider.ids).toEqual([second.transactionId, first.transactionId]);

  // A range that ends before it starts says why and leaves the list as it was.
  await page.getByLabel(d.dateFrom, { exact: true }).fill(dayOf(third));
  await expect(page.getByText(messages.validation.dateRangeOrder)).toBeVisible();
  await expect(page.getByText(messages.money.showing(2, 2))).toBeVisible();

  // The admin, in a browser of their own, opens the deposit and sees who approved it.
  const adminContext = await browser.newContext({ baseURL, timezoneId: 'UTC' });
  const admin = await adminContext.newPage();
  await logInThroughForm(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL('/dashboard');
  await admin.goto('/admin/transactions');
  await admin.getByRole('searchbox', { name: messages.admin.searchTransactions }).fill(method.name);
  await expect(admin.getByText(messages.admin.transactionsCount(3))).toBeVisible();
  await admin.getByRole('link', { name: d.viewDetailsOf(first.transactionId) }).click();
  await expect(admin).toHaveURL(`/admin/transactions/${first.$id}`);
  const adminHistory = admin.getByRole('region', { name: d.history });
  await expect(adminHistory.getByRole('listitem').nth(1)).toContainText(d.event.approved);
  await expect(adminHistory.getByRole('listitem').nth(1)).toContainText(`(${E2E_ADMIN.email})`);

  // The admin's list: its search and a date range narrow it, and its export follows.
  await admin.goBack();
  await admin.getByRole('searchbox', { name: messages.admin.searchTransactions }).fill(method.name);
  await admin.getByLabel(d.dateFrom, { exact: true }).fill(dayOf(second));
  await admin.getByLabel(d.dateTo, { exact: true }).fill(dayOf(third));
  await expect(admin.getByText(messages.admin.transactionsCount(2))).toBeVisible();
  const adminExport = await exportCsv(admin);
  expect(adminExport.name).toBe(d.csvFileName('all-transactions', dayOf(second), dayOf(third)));
  expect(adminExport.ids).toEqual([third.transactionId, second.transactionId]);
  await adminContext.close();
});
