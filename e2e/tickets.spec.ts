import { messages } from '@copyvest/shared';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { signUp } from './support/accounts';
import { activateUser, logInAdmin, signedInUserId } from './support/admin-api';
import { expectNoHorizontalScroll, expectNoViolations } from './support/a11y';

const t = messages.tickets;

/**
 * Resolves once the page's live socket has subscribed to `tickets` on the server: start it before
 * the navigation that opens the signed-in area.
 */
function ticketsSubscribed(page: Page) {
  return page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => {
        const message = JSON.parse(String(frame.payload)) as {
          type?: string;
          data?: { to?: string; subscriptions?: { channels: string[] }[] };
        };
        return (
          message.type === 'response' &&
          message.data?.to === 'subscribe' &&
          message.data.subscriptions?.some((s) => s.channels.includes('tickets')) === true
        );
      },
    }),
  );
}

/** A signed-in, active user in `page`'s browser context. */
async function activeUser(page: Page, request: APIRequestContext) {
  await logInAdmin(request);
  await signUp(page.request);
  await activateUser(request, await signedInUserId(page));
}

/** The desk answers through the API (the admin's own request context). */
async function deskReply(request: APIRequestContext, ticketId: string, message: string) {
  const response = await request.post(`/v1/admin/tickets/${ticketId}/messages`, {
    data: { message },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a ticket round trip: the user opens one with an attachment, the desk notes and answers it with a file, the reply appears live with the file the user opens, and the unread count follows', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await activeUser(page, request);

  // The user opens a ticket with a screenshot.
  const subscribed = ticketsSubscribed(page);
  await page.goto('/support/tickets/new');
  await subscribed;
  await expect(page.getByRole('heading', { name: t.newTicketTitle })).toBeVisible();
  await page.getByLabel(t.subject).fill('Deposit not credited');
  await page.getByLabel(t.category).selectOption('deposit');
  await page.getByLabel(t.priority).selectOption('high');
  await page.getByLabel(t.message).fill('I sent my deposit an hour ago.');
  await page
    .getByLabel(t.attachments)
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expectNoViolations(page);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { name: 'Deposit not credited' })).toBeVisible();
  await expect(page.getByText(t.statusName.open, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: t.attachment('screen.png') })).toBeVisible();
  const ticketId = page.url().split('/').pop()!;
  await expectNoViolations(page);

  // The desk, in a browser of its own: the queue, then the ticket with a note and a reply.
  const desk = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const admin = await desk.newPage();
  await logInAdmin(admin.request);
  await admin.goto('/admin/tickets?search=Deposit%20not%20credited');
  await expect(admin.getByRole('heading', { name: t.desk })).toBeVisible();
  await expect(admin.getByRole('link', { name: /Tickets/ })).toContainText(/\d/);
  await admin.getByRole('link', { name: 'Deposit not credited' }).click();
  await expect(admin.getByRole('heading', { name: 'Deposit not credited' })).toBeVisible();
  await expectNoViolations(admin);
  await admin.getByLabel(t.noteLabel).fill('Internal: check the chain first');
  await admin.getByRole('button', { name: t.addNote }).click();
  await expect(admin.getByText('Internal: check the chain first')).toBeVisible();
  await admin.getByLabel(t.replyLabel).fill('We are checking your deposit now.');
  await admin
    .getByLabel(t.attachments)
    .setInputFiles({ name: 'checklist.png', mimeType: 'image/png', buffer: PNG });
  await admin.getByRole('button', { name: t.sendReply }).click();
  await expect(admin.getByText(t.statusName.answered, { exact: true })).toBeVisible();

  // The user's open ticket page shows the reply without a reload, with the desk's file, which
  // the user may open; the note never reaches it.
  await expect(page.getByText('We are checking your deposit now.')).toBeVisible();
  await expect(page.getByText(t.statusName.answered, { exact: true })).toBeVisible();
  await expect(page.getByText('Internal: check the chain first')).toHaveCount(0);
  const deskFile = page.getByRole('link', { name: t.attachment('checklist.png') });
  await expect(deskFile).toBeVisible();
  const opened = await page.request.get((await deskFile.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('image/png');

  // On the list, a new reply counts up live beside Support, and reading it counts down.
  await page.getByRole('link', { name: /^Support/ }).click();
  await expect(page.getByRole('heading', { name: t.myTickets })).toBeVisible();
  const support = page.getByRole('navigation').getByRole('link', { name: /^Support/ });
  await expect(support).toHaveAccessibleName(t.navLabel);
  await deskReply(request, ticketId, 'It is credited now.');
  await expect(support).toHaveAccessibleName(`${t.navLabel} ${t.unreadBadge(1)}`);
  await expect(page.getByText(t.newReply, { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Deposit not credited' }).click();
  await expect(page.getByText('It is credited now.')).toBeVisible();
  await expect(support).toHaveAccessibleName(t.navLabel);

  // The user closes the ticket after a confirmation.
  await page.getByRole('button', { name: t.closeTicket }).click();
  const dialog = page.getByRole('dialog', { name: t.closeConfirmTitle });
  await dialog.getByRole('button', { name: t.closeTicket }).click();
  await expect(page.getByText(t.closedNotice)).toBeVisible();
  await desk.close();
});

test('on a phone: the ticket page shows the desk reply live, fits the screen, and the menu counts the unread ticket', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await activeUser(page, request);
  const opened = await page.request.post('/v1/tickets', {
    data: { subject: 'Phone question', category: 'account', message: 'Hello from my phone' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const ticketId = ((await opened.json()) as { ticket: { $id: string } }).ticket.$id;

  const subscribed = ticketsSubscribed(page);
  await page.goto(`/support/tickets/${ticketId}`);
  await subscribed;
  await expect(page.getByRole('heading', { name: 'Phone question' })).toBeVisible();
  await deskReply(request, ticketId, 'Answer for your phone');
  await expect(page.getByText('Answer for your phone')).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page);

  // Signed in, /support shows the user's tickets and "New ticket" above the help topics.
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: t.myTickets })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Phone question' })).toBeVisible();
  await expect(page.getByRole('link', { name: t.newTicket })).toBeVisible();
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page);

  // On the tickets list, another reply counts up in the menu.
  const again = ticketsSubscribed(page);
  await page.goto('/support/tickets');
  await again;
  await deskReply(request, ticketId, 'One more answer');
  await expect(page.getByText(t.newReply, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await expect(
    page.getByRole('dialog').getByRole('link', { name: /^Support/ }),
  ).toHaveAccessibleName(`${t.navLabel} ${t.unreadBadge(1)}`);
  await expectNoViolations(page);
});
