import type { TNotificationKind } from '../schemas/notifications.ts';

/**
 * The in-app notifications (decision 029): the bell, its panel, and the text of each kind. The
 * server stores the kind and an amount, never prose; the web renders it from here (decision 029).
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
  viewCopying: 'View your copies',
  viewTicket: 'View your ticket',
  /** A ticket reply's sentence, with the ticket's subject. */
  ticketBody: (subject: string) => `Our support team replied to your ticket “${subject}”.`,
  /** The sentence of a copy notification from its data (`pnl`, `returned` formatted money). */
  copyBody: {
    copy_position_opened: (trader: string, symbol: string) =>
      `${trader} opened ${symbol}; your copy mirrors it.`,
    copy_position_closed: (trader: string, symbol: string, pnl: string) =>
      `${trader} closed ${symbol}; your copy settled ${pnl}.`,
    copy_stopped: (trader: string, returned: string) =>
      `Your copy of ${trader} stopped; ${returned} returned to your balance.`,
  },
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
    copy_position_opened: 'Position mirrored',
    copy_position_closed: 'Mirrored position closed',
    copy_stopped: 'Copy stopped',
    ticket_replied: 'Support replied',
    admin_message: 'Message from the team',
    referral_commission: 'Referral commission received',
    kyc_approved: 'Identity verified',
    kyc_rejected: 'Identity verification rejected',
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
    // Copy kinds are rendered by `copyBody` from their data; these are the fallbacks without it.
    copy_position_opened: () => 'A trader you copy opened a position; your copy mirrors it.',
    copy_position_closed: () => 'A trader you copy closed a position; your copy settled it.',
    copy_stopped: () => 'Your copy stopped and its equity returned to your balance.',
    ticket_replied: () => 'Our support team replied to your ticket.',
    admin_message: () => 'The team sent you a message; it is in your e-mail too.',
    referral_commission: (amount: string, reference: string) =>
      `${amount} of referral commission (${reference}) was credited to your balance.`,
    kyc_approved: () => 'Your identity is verified: you can withdraw.',
    kyc_rejected: () => 'Your identity verification was rejected. See the reason and submit again.',
  } satisfies Record<TNotificationKind, (amount: string, reference: string) => string>,
} as const;
