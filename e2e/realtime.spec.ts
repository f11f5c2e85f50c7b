import { messages } from '@copyvest/shared';
import { expect, test, type Page } from './support/fixtures';
import {
  approvePending,
  createPaymentMethod,
  logInAdmin,
  signUpActiveUser,
} from './support/admin-api';

function financeCard(page: Page, label: string) {
  return page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
}

test('an approved deposit updates the open dashboard without a reload', async ({
  page,
  request,
}) => {
  await logInAdmin(request);
  const { userId } = await signUpActiveUser(page, request);
  const method = await createPaymentMethod(request);

  // The user asks for a $750 deposit (through the API with the browser's session).
  const deposit = await page.request.post('/v1/deposits', {
    data: { paymentMethodId: method.$id, amount: 750_00 },
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-realtime` },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);

  // The dashboard is open, and the web app's SDK subscription is live on the server: the SDK
  // subscribes after the socket's `connected` frame, and the server acknowledges the subscription.
  const subscribed = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => {
        const message = JSON.parse(String(frame.payload)) as {
          type?: string;
          data?: { to?: string; subscriptions?: { channels: string[] }[] };
        };
        return (
          message.type === 'response' &&
          message.data?.to === 'subscribe' &&
          message.data.subscriptions?.some((subscription) =>
            subscription.channels.includes('databases.copyvest.collections.transactions.documents'),
          ) === true
        );
      },
    }),
  );
  await page.goto('/dashboard');
  await subscribed;
  const balance = financeCard(page, messages.money.totalBalance);
  await expect(balance).toContainText('$0.00');
  const recent = page.getByRole('region', { name: messages.trade.recentTransactions });
  await expect(recent.getByRole('listitem').filter({ hasText: 'Deposit via' })).toContainText(
    messages.transactionList.statusWord.pendingReview,
  );
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  // The admin approves it elsewhere.
  await approvePending(request, userId, 'deposit');

  await expect(balance).toContainText('$750.00');
  await expect(recent.getByRole('listitem').filter({ hasText: 'Deposit via' })).toContainText(
    messages.transactionList.statusWord.approved,
  );
  expect(
    await page.evaluate(
      () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
    ),
  ).toBe(true);
});
