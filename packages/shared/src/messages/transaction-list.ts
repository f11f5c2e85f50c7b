export const transactionList = {
  searchLabel: 'Search transactions by ID, crypto or description',
  statusFilter: 'Status',
  allStatuses: 'All',
  status: { success: 'Success', pending: 'Pending', failed: 'Failed' },
  credit: 'Credit',
  debit: 'Debit',
  fee: (fee: string) => `Fee ${fee}`,
  sent: (amount: string) => `Sent ${amount}`,
} as const;
