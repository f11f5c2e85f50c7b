export const ui = {
  inactiveHeading: 'Account is not active',
  inactiveText:
    'New accounts are activated by our team within 24 hours. Please check back soon, or contact support if it takes longer.',
  contactSupport: 'Contact Support',
  suspendedHeading: 'Your account is suspended',
  suspendedText:
    'An administrator suspended your account. You can see your balance, but you cannot deposit, invest or withdraw until it is reactivated. Your money stays in your account. Contact support to ask for it to be reactivated.',
  suspendedReason: 'Reason given',
  suspendedBalances: 'Your balances (read-only)',
  loggingOut: 'Logging out...',
  logout: 'Logout',
  searchPlaceholder: 'Search',
  uploadHint: '.PNG, .JPEG, .JPG - Max 2mb',
  upload: 'Upload',
  uploading: 'Uploading...',
  alreadyApproved: 'Already Approved',
  transactionSuccessful: 'Transaction Successful',
  viewTransactions: 'View Transactions',
  madePayment: 'I have made the payment',
  copied: 'Copied',
} as const;
