export const transactionList = {
  searchLabel: 'Search transactions by ID, crypto or description',
  statusFilter: 'Status',
  allStatuses: 'All',
  status: { success: 'Success', pending: 'Pending', failed: 'Failed' },
  credit: 'Credit',
  debit: 'Debit',
  fee: (fee: string) => `Fee ${fee}`,
  /** A paid (approved) withdrawal: what reached the wallet. */
  sent: (amount: string) => `Sent ${amount}`,
  /** A pending withdrawal: nothing is sent until an admin approves it. */
  toReceive: (amount: string) => `To receive ${amount}`,
} as const;
