import { formatMoney, messages, type TNotification } from '@copyvest/shared';

const n = messages.notifications;

/** Where a notification leads: its transaction's list, or the dashboard for an activation. */
export function notificationLink(notification: TNotification): { to: string; label: string } {
  return notification.kind === 'account_activated'
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
