import type { TNotification } from '@copyvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { apiError, http, json, recordRequests, server as api } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const base = {
  userId: 'u1',
  $createdAt: '2026-03-04T12:00:00.000Z',
  $updatedAt: '2026-03-04T12:00:00.000Z',
  readAt: null,
};
const approved: TNotification = {
  ...base,
  $id: 'n2',
  kind: 'deposit_approved',
  transactionId: 't1',
  reference: 'TNX-ABCDEF',
  amount: 250_00,
};
const activated: TNotification = {
  ...base,
  $id: 'n1',
  kind: 'account_activated',
  transactionId: null,
  reference: null,
  amount: null,
};

/** A fake API holding the user's notifications; `failList` answers the list with a 500. */
function fakeServer(initial: TNotification[], options: { failList?: boolean } = {}) {
  let items = initial.map((item) => ({ ...item }));
  let failList = options.failList ?? false;
  api.use(
    http.get('/v1/notifications/unread', () =>
      json({ unread: items.filter((n) => n.readAt === null).length }),
    ),
    http.get('/v1/notifications', () =>
      failList
        ? apiError(500, 'general_server_error', 'Server down')
        : json({ total: items.length, notifications: items }),
    ),
    http.post('/v1/notifications/read', () => {
      const marked = items.filter((n) => n.readAt === null).length;
      items = items.map((n) => ({ ...n, readAt: n.readAt ?? '2026-03-05T00:00:00.000Z' }));
      return json({ marked });
    }),
    http.post('/v1/notifications/:id/read', ({ params }) => {
      const found = items.find((n) => n.$id === params.id);
      if (!found) return apiError(404, 'notification_not_found', 'Notification not found');
      found.readAt ??= '2026-03-05T00:00:00.000Z';
      return json(found);
    }),
  );
  const requests = recordRequests();
  return {
    get calls() {
      return requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);
    },
    recover: () => {
      failList = false;
    },
  };
}

describe('Notification bell', () => {
  it('names the unread count, lists the texts with links, and "Mark all as read" clears the count', async () => {
    const server = fakeServer([approved, activated]);
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Deposit approved');
    expect(items[0]).toHaveTextContent(
      'Your deposit of $250.00 (TNX-ABCDEF) was approved and added to your balance.',
    );
    expect(within(items[0]!).getByRole('link', { name: 'View transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    expect(items[1]).toHaveTextContent('Account activated');
    expect(within(items[1]!).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(panel).getAllByText('(Unread)', { exact: false })).toHaveLength(2);

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await waitFor(() =>
      expect(within(panel).queryAllByText('(Unread)', { exact: false })).toEqual([]),
    );
    expect(server.calls).toContain('POST /v1/notifications/read');
  });

  it('"Mark as read" marks that one only; following its link marks it read and closes the panel', async () => {
    const server = fakeServer([approved, activated]);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const [first] = await within(panel).findAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(server.calls).toContain('POST /v1/notifications/n2/read');
    await waitFor(() =>
      expect(within(panel).getAllByRole('listitem')[0]).not.toHaveTextContent('(Unread)'),
    );

    const second = within(panel).getAllByRole('listitem')[1]!;
    await userEvent.click(within(second).getByRole('link', { name: 'Go to dashboard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('button', { name: 'Notifications' });
    expect(server.calls).toContain('POST /v1/notifications/n1/read');
  });

  it('shows the empty state when there is nothing, and Escape closes the panel back onto the bell', async () => {
    fakeServer([]);
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications yet')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('a list that fails to load says so and loads again on "Try again"', async () => {
    const server = fakeServer([approved], { failList: true });
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your notifications.');
    server.recover();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Deposit approved')).toBeVisible();
  });
});
