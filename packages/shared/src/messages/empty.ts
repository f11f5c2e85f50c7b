export const empty = {
  transactions: 'No transactions found!',
  plans: 'No plans found',
  noTrade: 'No ongoing trades yet',
  userNoTrade: 'User has no active trade',
} as const;
