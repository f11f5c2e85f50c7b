export const profile = {
  active: 'Active',
  inactive: 'Inactive',
  contactDetails: 'Contact details',
  currentPassword: 'Your password, to confirm the new number',
  phonePasswordHint:
    'A new phone number needs your current password: the number can sign you in by text message. You will verify it again.',
  save: 'Update Profile',
  saving: 'Saving...',
  balance: 'Balance',
  profit: 'Profit',
  bonus: 'Bonus',
  pendingWithdrawals: 'Pending withdrawals',
  transactions: 'Transactions',
  statusFilter: 'Filter transactions by status',
} as const;
