export const trade = {
  ongoingTrade: 'Ongoing Trade',
  completed: 'Completed',
  completedHint:
    "This plan's term is complete and it earns nothing more. Claim your profit to return it and your capital to your balance.",
  amount: 'Amount',
  plan: 'Plan',
  profit: 'Profit',
  roi: 'ROI',
  progress: 'Days paid',
  termStarted: 'Started on',
  progressValue: (paid: number, days: number) => `${paid} of ${days}`,
  subscribeToPlan: 'Subscribe to a plan',
  claimProfit: 'Claim Profit',
  claimTitle: 'Claim profit and close trade?',
  claimText: (profit: string) =>
    `This claims your profit of ${profit} and closes the trade. The profit and the trade's capital return to your balance.`,
  claimTextNoTrade: (profit: string) =>
    `This claims your profit of ${profit} and moves it to your balance.`,
  recentTransactions: 'Recent Transactions',
  viewAllTransactions: 'View all transactions',
  marketTitle: 'Crypto Market',
} as const;
