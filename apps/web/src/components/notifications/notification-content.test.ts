import type { TNotification } from '@copyvest/shared';
import { describe, expect, it } from 'vitest';
import { notificationLink, notificationText } from './notification-content';

function notification(overrides: Partial<TNotification>): TNotification {
  return {
    $id: 'n1',
    $createdAt: '2026-03-04T12:00:00.000Z',
    $updatedAt: '2026-03-04T12:00:00.000Z',
    userId: 'u1',
    kind: 'deposit_approved',
    transactionId: null,
    reference: null,
    amount: null,
    readAt: null,
    data: null,
    ...overrides,
  };
}

describe('copy notifications', () => {
  it('say which trader opened what, and lead to the copies', () => {
    const opened = notification({
      kind: 'copy_position_opened',
      data: { copyId: 'c1', traderName: 'Grace Hopper', symbol: 'BTC/USD' },
    });
    expect(notificationText(opened)).toEqual({
      heading: 'Position mirrored',
      body: 'Grace Hopper opened BTC/USD; your copy mirrors it.',
    });
    expect(notificationLink(opened).to).toBe('/copying');
  });

  it("say a closed mirror's result in money, a loss with its sign", () => {
    const closed = notification({
      kind: 'copy_position_closed',
      data: { copyId: 'c1', traderName: 'Grace Hopper', symbol: 'ETH/USD', pnl: -12_34 },
    });
    expect(notificationText(closed).body).toBe(
      'Grace Hopper closed ETH/USD; your copy settled -$12.34.',
    );
  });

  it('say what a stopped copy returned', () => {
    const stopped = notification({
      kind: 'copy_stopped',
      data: { copyId: 'c1', traderName: 'Grace Hopper', returned: 480_00 },
    });
    expect(notificationText(stopped)).toEqual({
      heading: 'Copy stopped',
      body: 'Your copy of Grace Hopper stopped; $480.00 returned to your balance.',
    });
  });

  it('fall back to a general sentence when the data is missing', () => {
    expect(notificationText(notification({ kind: 'copy_stopped', data: null })).body).toBe(
      'Your copy stopped and its equity returned to your balance.',
    );
  });
});

describe('ticket reply notifications (decision 052)', () => {
  it("name the ticket's subject and lead to the ticket", () => {
    const replied = notification({
      kind: 'ticket_replied',
      data: { ticketId: 't1', subject: 'Deposit not credited' },
    });
    expect(notificationText(replied)).toEqual({
      heading: 'Support replied',
      body: 'Our support team replied to your ticket “Deposit not credited”.',
    });
    expect(notificationLink(replied)).toEqual({
      to: '/support/tickets/t1',
      label: 'View your ticket',
    });
  });

  it('without their data still read well and lead to the tickets', () => {
    const bare = notification({ kind: 'ticket_replied', data: null });
    expect(notificationText(bare).body).toBe('Our support team replied to your ticket.');
    expect(notificationLink(bare).to).toBe('/support/tickets');
  });
});

describe("an admin's message", () => {
  it('shows its subject and text as written, and leads to the dashboard', () => {
    const message = notification({
      kind: 'admin_message',
      data: { subject: 'About your deposit', message: 'Please add the hash.' },
    });
    expect(notificationText(message)).toEqual({
      heading: 'Message from the team: About your deposit',
      body: 'Please add the hash.',
    });
    expect(notificationLink(message).to).toBe('/dashboard');
  });

  it('falls back to a general sentence when the data is missing', () => {
    expect(notificationText(notification({ kind: 'admin_message', data: null }))).toEqual({
      heading: 'Message from the team',
      body: 'The team sent you a message; it is in your e-mail too.',
    });
  });
});
