import { listTotalText } from '../constants.ts';

/** Signed-in money screens: dashboard, plans, deposits, withdrawals, transactions, referrals, profile. */
export const money = {
  /** Under a form's amount when the chosen method has bounds (the `paymentLimits` settings). */
  boundsBetween: (min: string, max: string) => `With this method: from ${min} to ${max}`,
  boundsAtLeast: (min: string) => `With this method: at least ${min}`,
  boundsAtMost: (max: string) => `With this method: at most ${max}`,
  totalBalance: 'Total Balance',
  totalProfit: 'Total Profit (Ongoing Trade)',
  totalBonus: 'Total Bonus',
  availableBalance: (amount: string) => `Available balance: ${amount}`,
  heldBalance: (amount: string) => `${amount} held by pending withdrawals`,
  pendingBonus: (amount: string) => `+${amount} pending`,
  pendingBonusHint: 'Referral bonuses are paid when the referred account is activated.',
  financesLabel: 'Your finances',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  loadFailed: 'This could not be loaded.',
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  showing: (shown: number, total: number) => `Showing ${shown} of ${listTotalText(total)}`,
  amountLabel: 'Amount (USD)',
  amountPlaceholder: 'e.g 500',
  methodLabel: 'Payment method',
  methodPlaceholder: 'Select a payment method',
  noPaymentMethods: 'No payment methods are available yet. Please contact support.',
  roiPerDay: (roi: number) => `${roi}% per day`,
  days: (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`,
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
} as const;
