import { formatMoney, messages, type TNotification } from '@copyvest/shared';

const n = messages.notifications;

/** Where a notification leads: its transaction's list, or the dashboard (an activation, a trade to claim). */
export function notificationLink(notification: TNotification): { to: string; label: string } {
  return notification.kind === 'account_activated' || notification.kind === 'trade_matured'
    ? { to: '/dashboard', label: n.viewDashboard }
    : { to: '/transactions', label: n.viewTransactions };
}

/** The heading and sentence of a notification, from shared messages by its kind. */
export function notificationText(notification: TNotification): { heading: string; body: string } {
  const amount = notification.amount === null ? '' : formatMoney(notification.amount);
  return {
    heading: n.heading[notification.kind],
    body: n.body[notification.kind](amount, notification.reference ?? ''),
  };
}
