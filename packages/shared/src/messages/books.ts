import type { TPlatformAccount, TReconciliationAnomalyKind } from '../schemas/books.ts';

/** The admin Books page (decision 037): stored rows keep codes, these are their words. */
export const books = {
  title: 'Books',
  description:
    "The platform's double-entry accounts, what users hold, the daily totals and the reconciliations.",
  accounts: {
    deposits_received: 'Deposits received',
    withdrawals_paid: 'Paid out',
    withdrawal_fees_earned: 'Fees earned',
    capital_in_trades: 'Capital in trades',
    profit_paid: 'Profit paid',
    referral_bonuses_paid: 'Bonuses paid',
    admin_adjustments: 'Adjustments',
    bonuses_granted: 'Bonuses granted (memo)',
    copy_trading_results: 'Copy trading results',
  } satisfies Record<TPlatformAccount, string>,
  anomalies: {
    figure_differs: "A user's figure differs from their transfers",
    hold_differs: "A user's held amount differs from their pending transfers",
    figure_below_floor: 'A figure is below zero',
    ledger_not_zero: 'A ledger does not sum to zero',
    capital_differs: 'Capital in trades differs from the open trades',
    transaction_differs: 'A transaction differs from its transfers',
    pending_too_old: 'A pending transfer has waited too long',
    copy_differs: "A copy's equity differs from its transfers",
  } satisfies Record<TReconciliationAnomalyKind, string>,
  accountsTitle: 'Platform accounts',
  posted: 'Posted',
  pending: (amount: string) => `${amount} pending`,
  pendingBack: (amount: string) => `${amount} pending back`,
  /** The cards show each account in the direction its money goes, not its signed balance. */
  figureHint: 'Posted; pending transfers are not counted until decided.',
  usersTitle: "Users' totals",
  usersBalance: 'Balances',
  usersProfit: 'Profit',
  usersHeld: 'Held for withdrawals',
  usersInCopies: 'In copies (copy trading)',
  usersBonus: 'Bonus (memo)',
  dailyTitle: 'Daily totals, last 30 days',
  dailySeries: {
    deposits: 'Deposits',
    withdrawals: 'Paid out',
    fees: 'Fees',
    profit: 'Profit paid',
    bonuses: 'Bonuses paid',
  },
  dailyDay: 'Day',
  chartSeries: 'Show',
  dailyEmpty: 'Nothing was posted in the last 30 days.',
  chartLabel: (series: string) => `${series} per day, last 30 days`,
  showTable: 'Show as a table',
  pendingTitle: 'Pending transfers',
  pendingEmpty: 'No transfer is pending.',
  pendingFrom: 'From',
  pendingTo: 'To',
  amount: 'Amount',
  reason: 'Reason',
  reference: 'Reference',
  created: 'Created',
  userAccount: (id: string, figure: string) => `User ${id} (${figure})`,
  reconciliationsTitle: 'Reconciliations',
  reconciliationsEmpty: 'The books have not been reconciled yet.',
  reconciled: 'Reconciled',
  notReconciled: (count: number) => (count === 1 ? '1 anomaly' : `${count} anomalies`),
  showAnomalies: 'Show anomalies',
  hideAnomalies: 'Hide anomalies',
  anomalyDetail: (subject: string, expected: string, found: string) =>
    `${subject}: expected ${expected}, found ${found}`,
  selfDecisions: (count: number) =>
    count === 1
      ? '1 decision an admin took on their own money'
      : `${count} decisions admins took on their own money`,
  bannerTitle: 'The books do not reconcile',
  bannerText: (count: number) =>
    `The last reconciliation found ${count === 1 ? '1 anomaly' : `${count} anomalies`}.`,
  bannerLink: 'Open the books',
} as const;
