import {
  formatMoney,
  messages,
  parsePrice,
  settleMirror,
  transactionDescriptionText,
  type TBooks,
  type TCopy,
  type TDashboard,
  type TInstrument,
  type TPortfolio,
  type TSide,
  type TTraderSummary,
} from '@copyvest/shared';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from './support/fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { logInThroughForm } from './support/accounts';
import { fundedUser, logInAdmin, reconcileNow } from './support/admin-api';
import { expectNoHorizontalScroll, expectNoViolations, inLightAndDark } from './support/a11y';

const t = messages.copyPages;

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A Sonner toast with this text. */
function toastWith(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The newest toast (the front of the stack) with `text`: the previous trade's may still show. */
function newestToastWith(page: Page, text: string): Locator {
  return toastWith(page, text).and(page.locator('[data-front="true"]'));
}

/** A figure (dt/dd pair) of a card, by its exact label. */
function figure(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd')
    .first();
}

/** A user made lead trader by the admin through the API (the journeys that are not about that). */
async function leadTraderThroughApi(
  baseURL: string | undefined,
  names: { user: string; displayName: string },
  terms: { strategy: string; riskLevel: number; maxAllocation: number; profitShareBps: number },
) {
  const adminApi = await playwrightRequest.newContext({ baseURL });
  await logInAdmin(adminApi);
  const traderApi = await playwrightRequest.newContext({ baseURL });
  const trader = await fundedUser(adminApi, traderApi, names.user, 0);
  const made = await adminApi.post('/v1/admin/traders', {
    data: { userId: trader.id, displayName: names.displayName, minAllocation: 100_00, ...terms },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id: traderId } = (await made.json()) as TTraderSummary;
  return { adminApi, traderApi, trader, traderId, displayName: names.displayName };
}

/** The follower copies the trader with `amount` cents through the API. */
async function copyThroughApi(followerApi: APIRequestContext, traderId: string, amount: number) {
  const copied = await followerApi.post('/v1/copies', {
    headers: { 'Idempotency-Key': `copy-${unique()}` },
    data: { traderId, amount },
  });
  expect(copied.status(), await copied.text()).toBe(201);
}

async function dashboardOf(api: APIRequestContext): Promise<TDashboard> {
  const response = await api.get('/v1/dashboard');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TDashboard;
}

async function booksOf(adminApi: APIRequestContext): Promise<TBooks> {
  const response = await adminApi.get('/v1/admin/books');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TBooks;
}

function postedOf(books: TBooks, account: string): number {
  return books.accounts.find((row) => row.account === account)?.posted ?? 0;
}

async function instrumentsOf(api: APIRequestContext): Promise<TInstrument[]> {
  const response = await api.get('/v1/instruments');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TInstrument[];
}

/**
 * The trader opens a long position on each of the first two instruments (20 % of equity at 100)
 * and closes the first at `exitPrice`: one closed and one open position to show.
 */
async function openTwoClosingOne(traderApi: APIRequestContext, exitPrice: string) {
  const [first, second] = await instrumentsOf(traderApi);
  for (const [instrument, close] of [
    [first!, true],
    [second!, false],
  ] as const) {
    const opened = await traderApi.post('/v1/trader/positions', {
      headers: { 'Idempotency-Key': `open-${unique()}` },
      data: { instrumentId: instrument.id, side: 'long', entryPrice: '100', sizeBps: 2000 },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    if (!close) continue;
    const { id } = (await opened.json()) as { id: string };
    const closed = await traderApi.post(`/v1/trader/positions/${id}/close`, {
      headers: { 'Idempotency-Key': `close-${unique()}` },
      data: { exitPrice, percent: 100 },
    });
    expect(closed.status(), await closed.text()).toBe(200);
  }
}

/** The trader's row of the public ranking and the user's portfolio, through the API. */
async function followingOf(api: APIRequestContext, displayName: string) {
  const traders = (await (await api.get('/v1/traders')).json()) as TTraderSummary[];
  const row = traders.find((trader) => trader.displayName === displayName);
  const portfolio = (await (await api.get('/v1/portfolio')).json()) as TPortfolio;
  return {
    followers: row?.followers,
    moneyCopying: row?.moneyCopying,
    inCopies: portfolio.inCopies,
  };
}

type Trade = { symbol: string; side: TSide; entry: string; exit: string; sizePercent: number };

/** The trader opens a position from the console's form, and confirms. */
async function openFromConsole(page: Page, instrument: TInstrument, trade: Trade) {
  const form = page.getByRole('region', { name: t.openPosition });
  await form.getByLabel(t.instrument).selectOption(instrument.id);
  await form.getByLabel(t.side).selectOption(trade.side);
  await form.getByLabel(t.entryPrice).fill(trade.entry);
  await form.getByLabel(t.sizePercent).fill(String(trade.sizePercent));
  await form.getByRole('button', { name: t.openPosition }).click();
  const confirm = page.getByRole('dialog', { name: t.openConfirmTitle });
  await confirm.getByRole('button', { name: t.openConfirm }).click();
  await expect(newestToastWith(page, t.positionOpened)).toBeVisible();
  await expect(
    page.getByRole('region', { name: t.openPositions }).getByRole('button', {
      name: `${t.close} ${trade.symbol}`,
    }),
  ).toBeVisible();
}

/** The trader closes all of the open position on `symbol` at its exit price. */
async function closeFromConsole(page: Page, trade: Trade) {
  await page
    .getByRole('region', { name: t.openPositions })
    .getByRole('button', { name: `${t.close} ${trade.symbol}` })
    .click();
  const dialog = page.getByRole('dialog', { name: t.closePositionTitle(trade.symbol) });
  await dialog.getByLabel(t.exitPrice).fill(trade.exit);
  await expect(dialog.getByRole('textbox', { name: t.closePercent })).toHaveValue('100');
  await dialog.getByRole('button', { name: t.continue }).click();
  await page
    .getByRole('dialog', { name: t.closeConfirmTitle })
    .getByRole('button', { name: t.closeConfirm })
    .click();
  await expect(newestToastWith(page, t.positionClosed(1))).toBeVisible();
  await expect(
    page.getByRole('region', { name: t.openPositions }).getByRole('button', {
      name: `${t.close} ${trade.symbol}`,
    }),
  ).toHaveCount(0);
}

test('an admin makes a lead trader, a user copies with $500, sees a win and a loss settle live, the trader gets the share, the user stops with the equity back and the books reconcile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const adminApi = await playwrightRequest.newContext({ baseURL });
  await logInAdmin(adminApi);
  const traderApi = await playwrightRequest.newContext({ baseURL });
  const trader = await fundedUser(adminApi, traderApi, `Lead ${unique()}`, 0);
  const followerApi = await playwrightRequest.newContext({ baseURL });
  const follower = await fundedUser(adminApi, followerApi, `Follower ${unique()}`, 1000_00);
  const displayName = `Trader ${unique()}`;
  const shareBps = 2000;
  const booksBefore = await booksOf(adminApi);

  // The admin makes the first user a lead trader from the admin user page.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await logInThroughForm(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(adminPage).toHaveURL('/dashboard');
  await adminPage.goto(`/admin/users/${trader.id}`);
  await adminPage.getByRole('button', { name: t.makeTrader }).click();
  const makeDialog = adminPage.getByRole('dialog', {
    name: `${t.makeTraderTitle}: ${trader.name}`,
  });
  await makeDialog.getByLabel(t.displayName).fill(displayName);
  await makeDialog.getByLabel(t.strategy).fill('Trend following on majors.');
  await makeDialog.getByLabel(t.riskLevel).selectOption('3');
  await makeDialog.getByLabel(t.minAllocation).fill('100');
  await makeDialog.getByLabel(t.maxAllocation).fill('5000');
  await makeDialog.getByLabel(t.profitSharePercent).fill(String(shareBps / 100));
  await makeDialog.getByRole('button', { name: t.create }).click();
  await expect(toastWith(adminPage, t.traderCreated)).toBeVisible();
  await expect(makeDialog).toBeHidden();

  // The follower, signed out, finds the trader on /traders and opens the profile; "Sign in to
  // copy" brings them back to it signed in, and they copy with $500.
  await page.goto('/traders');
  const row = page.getByRole('article', { name: displayName });
  await row.getByRole('link', { name: displayName, exact: true }).click();
  await expect(page.getByRole('heading', { name: displayName, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/traders\/[^/]+$/);
  const profileUrl = page.url();
  await page.getByRole('link', { name: t.signInToCopy }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(follower.email);
  await page.getByLabel('Password', { exact: true }).fill(follower.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(profileUrl);
  await page.getByRole('button', { name: t.copyTrader(displayName) }).click();
  const copyDialog = page.getByRole('dialog', { name: t.copyDialogTitle(displayName) });
  await copyDialog.getByLabel(t.allocation).fill('500');
  await copyDialog.getByRole('button', { name: t.continue }).click();
  const confirmCopy = page.getByRole('dialog', { name: t.confirmCopyTitle });
  await expect(confirmCopy).toContainText(formatMoney(500_00));
  await confirmCopy.getByRole('button', { name: t.confirmCopy }).click();
  await expect(toastWith(page, t.copyStarted(displayName))).toBeVisible();
  await expect(page).toHaveURL('/copying');
  const card = page.getByRole('article', { name: displayName });
  await expect(figure(card, t.invested)).toHaveText(formatMoney(500_00));
  await expect(figure(card, t.equity)).toHaveText(formatMoney(500_00));
  await expect(card.getByText(t.noMirrors)).toBeVisible();
  // The public ranking counts the follower and the money copying; the portfolio holds the copy.
  expect(await followingOf(followerApi, displayName)).toEqual({
    followers: 1,
    moneyCopying: 500_00,
    inCopies: 500_00,
  });

  // The trader works from the console, in a browser of their own.
  const traderContext = await browser.newContext({ baseURL });
  const traderPage = await traderContext.newPage();
  await logInThroughForm(traderPage, trader.email, trader.password);
  await expect(traderPage).toHaveURL('/dashboard');
  await traderPage
    .getByRole('navigation', { name: messages.nav.app })
    .getByRole('link', { name: t.navConsole })
    .click();
  await expect(traderPage).toHaveURL('/trader');
  await expect(traderPage.getByRole('heading', { name: t.consoleTitle, level: 1 })).toBeVisible();
  // Their own profile offers no Copy button: a trader cannot copy themselves.
  await traderPage.goto(profileUrl);
  await expect(traderPage.getByRole('heading', { name: displayName, level: 1 })).toBeVisible();
  await expect(traderPage.getByText(messages.copyTrading.copySelf)).toBeVisible();
  await expect(traderPage.getByRole('button', { name: t.copyTrader(displayName) })).toHaveCount(0);
  await traderPage.goto('/trader');
  const instruments = await instrumentsOf(traderApi);
  const bySymbol = (symbol: string) => {
    const found = instruments.find((instrument) => instrument.symbol === symbol);
    expect(found, symbol).toBeDefined();
    return found!;
  };

  const trades: Trade[] = [
    // A win: long BTC/USD, half the strategy, +12 %.
    { symbol: 'BTC/USD', side: 'long', entry: '50000', exit: '56000', sizePercent: 50 },
    // A loss: short ETH/USD, a quarter of the strategy, the price up 3.35 % (a fraction of a
    // cent charged, rounded toward the platform).
    { symbol: 'ETH/USD', side: 'short', entry: '3000', exit: '3100.5', sizePercent: 25 },
  ];
  let equity = 500_00n;
  let highWaterMark = 500_00n;
  let sharesPaid = 0n;
  let realized = 0n;
  const closedTexts: string[] = [];
  for (const trade of trades) {
    await openFromConsole(traderPage, bySymbol(trade.symbol), trade);
    // The follower's page shows the mirror without a reload (a realtime notification).
    const mirrors = card.getByRole('table', { name: `${t.mirrors}: ${displayName}` });
    await expect(mirrors.getByRole('row').filter({ hasText: trade.symbol })).toBeVisible();

    await closeFromConsole(traderPage, trade);
    const settled = settleMirror({
      equityAtOpen: equity,
      sizeBps: BigInt(trade.sizePercent * 100),
      closedBps: 10_000n,
      side: trade.side,
      entryPrice: parsePrice(trade.entry),
      exitPrice: parsePrice(trade.exit),
      equity,
      highWaterMark,
      shareBps: BigInt(shareBps),
    });
    equity = settled.equityAfter;
    highWaterMark = settled.highWaterMark;
    sharesPaid += settled.share;
    realized += settled.pnl;
    closedTexts.push(
      messages.notifications.copyBody.copy_position_closed(
        displayName,
        trade.symbol,
        formatMoney(Number(settled.pnl)),
      ),
    );
    // Live again: the close settles on the follower's page with the right equity.
    await expect(figure(card, t.equity)).toHaveText(formatMoney(Number(equity)));
    await expect(card.getByText(t.noMirrors)).toBeVisible();
  }
  // Both closes did something: a profit with a share, then a loss.
  expect(sharesPaid).toBeGreaterThan(0n);
  expect(equity).toBeLessThan(highWaterMark);
  await expect(figure(card, t.sharesPaid)).toHaveText(formatMoney(Number(sharesPaid)));
  await card.getByRole('button', { name: t.showHistory }).click();
  const history = card.getByRole('table', { name: t.settlements });
  await expect(
    history.getByRole('row').filter({ hasText: t.settlementKinds.trader_close }),
  ).toHaveCount(2);

  // The trader's balance received the profit share.
  expect((await dashboardOf(traderApi)).availableBalance).toBe(Number(sharesPaid));
  await traderPage
    .getByRole('navigation', { name: messages.nav.app })
    .getByRole('link', { name: messages.nav.dashboard, exact: true })
    .click();
  await expect(traderPage).toHaveURL('/dashboard');
  await expect(figure(traderPage.getByRole('region', { name: t.portfolio }), t.balance)).toHaveText(
    formatMoney(Number(sharesPaid)),
  );

  // The follower stops: nothing is open, so the copy closes and its equity returns.
  await card.getByRole('button', { name: t.stop, exact: true }).click();
  await page
    .getByRole('dialog', { name: t.stopTitle(displayName) })
    .getByRole('button', { name: t.stopConfirm })
    .click();
  await expect(toastWith(page, t.stopped)).toBeVisible();
  await expect(card.getByText(t.statuses.closed, { exact: true })).toBeVisible();
  await expect(figure(card, t.returned)).toHaveText(formatMoney(Number(equity)));
  expect((await dashboardOf(followerApi)).availableBalance).toBe(1000_00 - 500_00 + Number(equity));
  expect(await followingOf(followerApi, displayName)).toEqual({
    followers: 0,
    moneyCopying: 0,
    inCopies: 0,
  });
  // The follower was told of each close with its result, and of the stop with what came back
  // (after the activation and the deposit: two mirrors opened, two closed, one stop).
  const n = messages.notifications;
  await page
    .getByRole('banner')
    .getByRole('button', { name: n.bellLabel(7) })
    .click();
  const panel = page.getByRole('dialog', { name: n.title });
  for (const text of closedTexts) await expect(panel).toContainText(text);
  await expect(panel).toContainText(
    n.copyBody.copy_stopped(displayName, formatMoney(Number(equity))),
  );
  await page.keyboard.press('Escape');
  // The follower's transactions show the money's way into the copy and back.
  await page.goto('/transactions');
  for (const code of ['copy_started', 'copy_returned'] as const) {
    await expect(
      page.getByText(transactionDescriptionText({ code, params: { trader: displayName } })),
    ).toBeVisible();
  }

  // The books: the platform's copy-trading account bore the followers' results, the users hold
  // exactly what it paid out (the shares moved from the copy to the trader), the Books page says so.
  const booksAfter = await booksOf(adminApi);
  expect(
    postedOf(booksAfter, 'copy_trading_results') - postedOf(booksBefore, 'copy_trading_results'),
  ).toBe(-Number(realized));
  expect(booksAfter.users.balance - booksBefore.users.balance).toBe(Number(realized));
  // And the reconciliation finds nothing wrong: every copy's equity equals its transfers, every
  // user's figures theirs, every ledger sums to zero.
  expect(await reconcileNow(adminApi)).toEqual([]);
  await adminPage.goto('/admin/books');
  const accounts = adminPage.getByRole('region', { name: messages.books.accountsTitle });
  // The card shows the account turned round: what it paid the copies, net of their losses.
  await expect(figure(accounts, messages.books.accounts.copy_trading_results)).toHaveText(
    formatMoney(-postedOf(booksAfter, 'copy_trading_results')),
  );
  await expect(
    adminPage.getByRole('region', { name: messages.books.reconciliationsTitle }),
  ).toBeVisible();

  await adminContext.close();
  await traderContext.close();
  for (const api of [adminApi, traderApi, followerApi]) await api.dispose();
});

test('a follower stops with "close now": the rest of a half-closed mirror settles at the last recorded price and the equity returns', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { adminApi, traderApi, traderId, displayName } = await leadTraderThroughApi(
    baseURL,
    { user: `Lead ${unique()}`, displayName: `Trader ${unique()}` },
    { strategy: '', riskLevel: 4, maxAllocation: 5_000_00, profitShareBps: 1000 },
  );
  const followerApi = await playwrightRequest.newContext({ baseURL });
  const follower = await fundedUser(adminApi, followerApi, `Follower ${unique()}`, 800_00);
  await copyThroughApi(followerApi, traderId, 500_00);
  const [instrument] = await instrumentsOf(traderApi);
  const opened = await traderApi.post('/v1/trader/positions', {
    headers: { 'Idempotency-Key': `open-${unique()}` },
    data: { instrumentId: instrument!.id, side: 'long', entryPrice: '250.5', sizeBps: 4000 },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  // Half of it closes at 260.5: that is the position's last recorded price now.
  const { id: positionId } = (await opened.json()) as { id: string };
  const half = await traderApi.post(`/v1/trader/positions/${positionId}/close`, {
    headers: { 'Idempotency-Key': `close-${unique()}` },
    data: { exitPrice: '260.5', percent: 50 },
  });
  expect(half.status(), await half.text()).toBe(200);
  const mirror = {
    equityAtOpen: 500_00n,
    sizeBps: 4000n,
    closedBps: 5000n,
    side: 'long' as const,
    entryPrice: parsePrice('250.5'),
    exitPrice: parsePrice('260.5'),
    shareBps: 1000n,
  };
  const first = settleMirror({ ...mirror, equity: 500_00n, highWaterMark: 500_00n });
  const rest = settleMirror({
    ...mirror,
    equity: first.equityAfter,
    highWaterMark: first.highWaterMark,
  });
  expect(rest.pnl).toBeGreaterThan(0n);

  await logInThroughForm(page, follower.email, follower.password);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: messages.nav.app })
    .getByRole('link', { name: t.navCopying, exact: true })
    .click();
  const card = page.getByRole('article', { name: displayName });
  const mirrors = card.getByRole('table', { name: `${t.mirrors}: ${displayName}` });
  await expect(mirrors.getByRole('row').filter({ hasText: instrument!.symbol })).toBeVisible();

  await card.getByRole('button', { name: t.stop, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.stopTitle(displayName) });
  await dialog.getByRole('radio', { name: new RegExp(`^${t.stopNow}`) }).check();
  await dialog.getByRole('button', { name: t.stopConfirm }).click();
  await expect(toastWith(page, t.stopped)).toBeVisible();
  // The rest of the mirror settles at the last recorded price (260.5), and the equity returns.
  await expect(card.getByText(t.statuses.closed, { exact: true })).toBeVisible();
  await expect(figure(card, t.returned)).toHaveText(formatMoney(Number(rest.equityAfter)));
  await expect(card.getByText(t.noMirrors)).toBeVisible();
  expect((await dashboardOf(followerApi)).availableBalance).toBe(300_00 + Number(rest.equityAfter));
  expect((await dashboardOf(traderApi)).availableBalance).toBe(Number(first.share + rest.share));
  await card.getByRole('button', { name: t.showHistory }).click();
  await expect(
    card
      .getByRole('table', { name: t.settlements })
      .getByRole('row')
      .filter({ hasText: t.settlementKinds.close_now }),
  ).toHaveCount(1);
  await expect(
    card
      .getByRole('table', { name: t.settlements })
      .getByRole('row')
      .filter({ hasText: t.settlementKinds.trader_close }),
  ).toHaveCount(1);
  expect(await reconcileNow(adminApi)).toEqual([]);

  for (const api of [adminApi, traderApi, followerApi]) await api.dispose();
});

test('an admin withdraws a lead trader: refused while a position is open, then every running copy closes with its equity returned', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { adminApi, traderApi, traderId, displayName } = await leadTraderThroughApi(
    baseURL,
    { user: `Lead ${unique()}`, displayName: `Trader ${unique()}` },
    {
      strategy: 'Mean reversion on indices.',
      riskLevel: 1,
      maxAllocation: 5_000_00,
      profitShareBps: 0,
    },
  );
  const followerApi = await playwrightRequest.newContext({ baseURL });
  await fundedUser(adminApi, followerApi, `Follower ${unique()}`, 300_00);
  await copyThroughApi(followerApi, traderId, 200_00);
  const [instrument] = await instrumentsOf(traderApi);
  const opened = await traderApi.post('/v1/trader/positions', {
    headers: { 'Idempotency-Key': `open-${unique()}` },
    data: { instrumentId: instrument!.id, side: 'short', entryPrice: '80', sizeBps: 10_000 },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id: positionId } = (await opened.json()) as { id: string };

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin/traders');
  // The edit form shows the trader's terms and strategy.
  await page.getByRole('button', { name: `${t.edit} ${displayName}` }).click();
  const edit = page.getByRole('dialog', { name: t.editTraderTitle(displayName) });
  await expect(edit.getByRole('textbox', { name: t.strategy })).toHaveValue(
    'Mean reversion on indices.',
  );
  await expect(edit.getByRole('textbox', { name: t.maxAllocation })).toHaveValue('5000.00');
  await edit.getByRole('button', { name: messages.common.cancel }).click();
  await expect(edit).toBeHidden();
  const withdraw = page.getByRole('button', { name: `${t.withdraw} ${displayName}` });
  const confirm = page.getByRole('dialog', { name: t.withdrawTitle(displayName) });
  await withdraw.click();
  await confirm.getByRole('button', { name: t.withdraw }).click();
  await expect(
    toastWith(page, t.withdrawFailed).filter({
      hasText: messages.copyTrading.traderPositionsOpen,
    }),
  ).toBeVisible();
  await expect(confirm).toBeHidden();

  // The trader closes at 84 (a short: a loss of 5 %), then the admin withdraws the role.
  const closed = await traderApi.post(`/v1/trader/positions/${positionId}/close`, {
    headers: { 'Idempotency-Key': `close-${unique()}` },
    data: { exitPrice: '84', percent: 100 },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const settled = settleMirror({
    equityAtOpen: 200_00n,
    sizeBps: 10_000n,
    closedBps: 10_000n,
    side: 'short',
    entryPrice: parsePrice('80'),
    exitPrice: parsePrice('84'),
    equity: 200_00n,
    highWaterMark: 200_00n,
    shareBps: 0n,
  });
  await withdraw.click();
  await confirm.getByRole('button', { name: t.withdraw }).click();
  await expect(toastWith(page, t.withdrawn)).toBeVisible();
  await expect(
    page.getByRole('table', { name: t.adminTradersTitle }).getByRole('row').filter({
      hasText: displayName,
    }),
  ).toContainText(t.withdrawnState);

  // The follower's copy closed with its equity returned; the profile is gone.
  expect((await dashboardOf(followerApi)).availableBalance).toBe(
    100_00 + Number(settled.equityAfter),
  );
  const copies = (await (await followerApi.get('/v1/copies')).json()) as TCopy[];
  expect(copies.map((copy) => [copy.status, copy.returned])).toEqual([
    ['closed', Number(settled.equityAfter)],
  ]);
  await page.goto(`/traders/${traderId}`);
  await expect(page.getByText(t.traderNotFound)).toBeVisible();
  expect(await reconcileNow(adminApi)).toEqual([]);

  for (const api of [adminApi, traderApi, followerApi]) await api.dispose();
});

test('a follower pauses a copy (a new position is not mirrored), resumes it and adds funds from /copying', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { adminApi, traderApi, traderId, displayName } = await leadTraderThroughApi(
    baseURL,
    { user: `Lead ${unique()}`, displayName: `Trader ${unique()}` },
    { strategy: '', riskLevel: 2, maxAllocation: 5_000_00, profitShareBps: 1000 },
  );
  const followerApi = await playwrightRequest.newContext({ baseURL });
  const follower = await fundedUser(adminApi, followerApi, `Follower ${unique()}`, 700_00);
  await copyThroughApi(followerApi, traderId, 500_00);

  await logInThroughForm(page, follower.email, follower.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/copying');
  const card = page.getByRole('article', { name: displayName });
  await card.getByRole('button', { name: t.pause, exact: true }).click();
  await expect(toastWith(page, t.paused)).toBeVisible();
  await expect(card.getByText(t.statuses.paused, { exact: true })).toBeVisible();

  // Paused: the trader's new position is not mirrored.
  const [instrument] = await instrumentsOf(traderApi);
  const opened = await traderApi.post('/v1/trader/positions', {
    headers: { 'Idempotency-Key': `open-${unique()}` },
    data: { instrumentId: instrument!.id, side: 'long', entryPrice: '10', sizeBps: 5000 },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const copies = (await (await followerApi.get('/v1/copies')).json()) as TCopy[];
  expect(copies[0]!.mirrors).toEqual([]);

  await card.getByRole('button', { name: t.resume, exact: true }).click();
  await expect(toastWith(page, t.resumed)).toBeVisible();
  await expect(card.getByText(t.statuses.active, { exact: true })).toBeVisible();

  // Add $100: a confirmation says what moves, then the copy holds $600.
  await card.getByRole('button', { name: t.addFunds, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.addFundsTitle(displayName) });
  await dialog.getByLabel(messages.money.amountLabel).fill('100');
  await dialog.getByRole('button', { name: t.continue }).click();
  const confirm = page.getByRole('dialog', { name: t.addFunds });
  await expect(confirm).toContainText(
    t.addFundsConfirmText(formatMoney(100_00), formatMoney(100_00)),
  );
  await confirm.getByRole('button', { name: t.addFunds }).click();
  await expect(toastWith(page, t.fundsAdded)).toBeVisible();
  await expect(figure(card, t.invested)).toHaveText(formatMoney(600_00));
  await expect(figure(card, t.equity)).toHaveText(formatMoney(600_00));
  expect((await dashboardOf(followerApi)).availableBalance).toBe(100_00);
  expect(await reconcileNow(adminApi)).toEqual([]);

  for (const api of [adminApi, traderApi, followerApi]) await api.dispose();
});

test('the public traders pages are accessible on a phone in light and dark', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A trader with a closed trade (a curve and a history) and an open position, through the API.
  const { adminApi, traderApi, traderId, displayName } = await leadTraderThroughApi(
    baseURL,
    { user: `Axe ${unique()}`, displayName: `Axe trader ${unique()}` },
    {
      strategy: 'Swing trades on indices.',
      riskLevel: 2,
      maxAllocation: 10_000_00,
      profitShareBps: 1500,
    },
  );
  await openTwoClosingOne(traderApi, '104.5');

  await page.setViewportSize({ width: 375, height: 812 });

  // The About page's "published openly" leads to the ranking.
  await page.goto('/about');
  await page.getByRole('link', { name: t.publishedOpenly }).click();
  await expect(page).toHaveURL('/traders');
  await expect(page.getByRole('article', { name: displayName })).toBeVisible();
  await inLightAndDark(page, async () => {
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
  });

  await page
    .getByRole('article', { name: displayName })
    .getByRole('link', { name: displayName, exact: true })
    .click();
  await expect(page).toHaveURL(`/traders/${traderId}`);
  await expect(page.getByRole('heading', { name: displayName, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: t.history }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: t.openPositions }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('img', { name: t.equityCurveLabel(displayName) })).toBeVisible();
  await expect(page.getByRole('link', { name: t.signInToCopy })).toBeVisible();
  await inLightAndDark(page, async () => {
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
  });

  // The footer's "Copy Trading" leads back to the ranking.
  await page
    .getByRole('navigation', { name: messages.nav.footer })
    .getByRole('link', { name: messages.nav.copyTrading })
    .click();
  await expect(page).toHaveURL('/traders');

  await adminApi.dispose();
  await traderApi.dispose();
});

test("the follower's copies and the trader console are accessible on a phone in light and dark", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { adminApi, traderApi, trader, traderId, displayName } = await leadTraderThroughApi(
    baseURL,
    { user: `Lead ${unique()}`, displayName: `Trader ${unique()}` },
    { strategy: 'Momentum.', riskLevel: 5, maxAllocation: 5_000_00, profitShareBps: 2500 },
  );
  const followerApi = await playwrightRequest.newContext({ baseURL });
  const follower = await fundedUser(adminApi, followerApi, `Follower ${unique()}`, 900_00);
  await copyThroughApi(followerApi, traderId, 400_00);
  await openTwoClosingOne(traderApi, '110');

  for (const [who, path, ready] of [
    [follower, '/copying', (page: Page) => page.getByRole('article', { name: displayName })],
    [trader, '/trader', (page: Page) => page.getByRole('table', { name: t.openPositions })],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await logInThroughForm(page, who.email, who.password);
    await expect(page).toHaveURL('/dashboard');
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await inLightAndDark(page, async () => {
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
    });
    await context.close();
  }
  for (const api of [adminApi, traderApi, followerApi]) await api.dispose();
});
