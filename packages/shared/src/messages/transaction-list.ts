export const transactionList = {
  searchLabel: 'Search transactions by ID, crypto or description',
  statusFilter: 'Status',
  allStatuses: 'All',
  /** The stored statuses, as the status filter offers them. */
  status: { success: 'Success', pending: 'Pending', failed: 'Failed' },
  /**
   * The status filter's options: the stored status, with what it covers in the words the rows
   * use (`statusWord`), so "Failed" finds the rows that read "Rejected" or "Cancelled".
   */
  statusFilterOption: {
    pending: 'Pending (awaiting review)',
    success: 'Success (approved or completed)',
    failed: 'Failed (rejected or cancelled)',
  },
  /**
   * A transaction's status as every view words it (`transactionStatusView`): a failed one is
   * "Rejected" when an admin decided it and "Cancelled" when its owner did.
   */
  statusWord: {
    pendingReview: 'Pending review',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  /** A rejection with the admin's reason (the CSV's "Status detail", the list item). */
  rejectedWithReason: (reason: string) => `Rejected: ${reason}`,
  /** A pending credit's amount: not received yet. */
  pendingAmount: (amount: string) => `${amount} pending`,
  /** Read before a rejected or cancelled item's unsigned amount. */
  notMoved: 'Not moved',
  credit: 'Credit',
  debit: 'Debit',
  fee: (fee: string) => `Fee ${fee}`,
  /** A paid (approved) withdrawal: what reached the wallet. */
  sent: (amount: string) => `Sent ${amount}`,
  /** A pending withdrawal: nothing is sent until an admin approves it. */
  toReceive: (amount: string) => `To receive ${amount}`,
} as const;
