import { formatMoney, messages } from '@copyvest/shared';
import { expect, test } from './support/fixtures';
import {
  approvePending,
  createPaymentMethod,
  logInAdmin,
  signUpActiveUser,
} from './support/admin-api';
import { expectNoViolations, inLightAndDark } from './support/a11y';

const n = messages.notifications;

test('the bell counts up live when the admin approves a deposit; the panel shows it; mark all as read clears the count', async ({
  page,
  request,
}) => {
  await logInAdmin(request);
  const { userId } = await signUpActiveUser(page, request);
  const method = await createPaymentMethod(request);
  const deposit = await page.request.post('/v1/deposits', {
    data: { paymentMethodId: method.$id, amount: 750_00 },
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-notify` },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);

  // The dashboard is open and the SDK's subscription to `account` is live on the server.
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
            subscription.channels.includes('account'),
          ) === true
        );
      },
    }),
  );
  await page.goto('/dashboard');
  await subscribed;
  // The activation already told the user.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: n.bellLabel(1) })).toBeVisible();

  // The admin approves the deposit elsewhere: the count goes up without a reload.
  const approved = await approvePending(request, userId, 'deposit');
  const bell = header.getByRole('button', { name: n.bellLabel(2) });
  await expect(bell).toBeVisible();

  // Opened with the keyboard: the newest first, with its text and a link to the transactions.
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: n.title });
  await expect(panel).toBeVisible();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(n.heading.deposit_approved);
  await expect(items.first()).toContainText(
    n.body.deposit_approved(formatMoney(750_00), approved.transactionId),
  );
  await expect(items.first().getByRole('link', { name: n.viewTransactions })).toHaveAttribute(
    'href',
    '/transactions',
  );
  await expect(items.nth(1)).toContainText(n.heading.account_activated);

  await panel.getByRole('button', { name: n.markAllRead }).click();
  await expect(header.getByRole('button', { name: n.bellLabel(0), exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: n.markAllRead })).toBeDisabled();
  await expect(panel.getByText(`(${n.unread})`)).toHaveCount(0);

  // Escape closes the panel and gives the focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(header.getByRole('button', { name: n.bellLabel(0), exact: true })).toBeFocused();
});

test('on a phone the panel fits the screen and is accessible in light and dark', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logInAdmin(request);
  await signUpActiveUser(page, request);

  await page.goto('/dashboard');
  const bell = page.getByRole('banner').getByRole('button', { name: n.bellLabel(1) });
  await bell.click();
  const panel = page.getByRole('dialog', { name: n.title });
  await expect(panel.getByRole('listitem')).toContainText(n.body.account_activated());
  await expect(panel.getByRole('link', { name: n.viewDashboard })).toBeVisible();
  const box = (await panel.boundingBox())!;
  await inLightAndDark(page, async () => {
    const inScheme = (await panel.boundingBox())!;
    expect(inScheme.x).toBeGreaterThanOrEqual(0);
    expect(inScheme.x + inScheme.width).toBeLessThanOrEqual(375);
    expect(inScheme.y + inScheme.height).toBeLessThanOrEqual(740);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  });

  // A click outside closes it.
  expect(box.y + box.height + 20).toBeLessThan(740);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height + 20);
  await expect(panel).toBeHidden();
});
