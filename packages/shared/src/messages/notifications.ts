import type { TNotificationKind } from '../schemas/notifications.ts';

/**
 * The in-app notifications (issue 16): the bell, its panel, and the text of each kind. The server
 * stores the kind and an amount, never prose; the web renders it from here (decision 029).
 */
export const notifications = {
  /** The bell's accessible name: with the unread count when there is one. */
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
  /** The badge text: 99+ past 99. */
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  unread: 'Unread',
  empty: 'No notifications yet',
  emptyHint: 'Deposits, withdrawals, profits and account changes will show up here.',
  loadFailed: 'Could not load your notifications.',
  markFailed: 'Could not mark notifications as read',
  close: 'Close notifications',
  viewTransactions: 'View transactions',
  viewDashboard: 'Go to dashboard',
  viewPlans: 'View plans',
  /** The headline of each kind. */
  heading: {
    deposit_approved: 'Deposit approved',
    deposit_rejected: 'Deposit rejected',
    withdrawal_approved: 'Withdrawal approved',
    withdrawal_rejected: 'Withdrawal rejected',
    account_activated: 'Account activated',
    profit_credited: 'Profit credited',
    trade_matured: 'Trade completed: claim your profit',
    trade_completed: 'Trade completed',
  } satisfies Record<TNotificationKind, string>,
  /** The sentence of each kind; `amount` is formatted money, `reference` the transaction id. */
  body: {
    deposit_approved: (amount: string, reference: string) =>
      `Your deposit of ${amount} (${reference}) was approved and added to your balance.`,
    deposit_rejected: (amount: string, reference: string) =>
      `Your deposit of ${amount} (${reference}) was rejected. Contact support if you think this is a mistake.`,
    withdrawal_approved: (amount: string, reference: string) =>
      `Your withdrawal of ${amount} (${reference}) was approved and is on its way to your wallet.`,
    withdrawal_rejected: (amount: string, reference: string) =>
      `Your withdrawal of ${amount} (${reference}) was rejected. The amount is available in your balance again.`,
    account_activated: () => 'Your account is active: you can now deposit, invest and withdraw.',
    profit_credited: (amount: string, reference: string) =>
      `${amount} of profit (${reference}) was credited to your balance.`,
    trade_matured: (amount: string) =>
      `Your plan's term is complete. Claim your profit of ${amount} to return it and your capital to your balance.`,
    trade_completed: (amount: string, reference: string) =>
      `Your plan's term is complete: the trade was closed and its capital of ${amount} (${reference}) returned to your balance with its profit.`,
  } satisfies Record<TNotificationKind, (amount: string, reference: string) => string>,
} as const;
