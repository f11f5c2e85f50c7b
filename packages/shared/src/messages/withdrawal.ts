export const withdrawal = {
  walletLabel: 'Wallet address',
  walletPlaceholder: 'Your wallet address',
  submit: 'Withdraw',
  amountRequested: 'Amount to withdraw',
  fee: (percent: number) => `Processing fee (${percent}%)`,
  amountSent: 'Amount sent to your wallet',
  /** Under the form's amount until one is typed; then the fee and the amount sent show live. */
  liveFeeHint: (percent: number) =>
    `A ${percent}% processing fee is taken from the amount you withdraw.`,
  confirm: 'Confirm Withdrawal',
  confirming: 'Sending request...',
  cancel: 'Change details',
  successText: (amount: string) =>
    `Your withdrawal of ${amount} is being processed. We will e-mail you once it is approved.`,
  cancelAction: 'Cancel withdrawal',
  cancelActionFor: (id: string) => `Cancel withdrawal ${id}`,
  cancelTitle: 'Cancel this withdrawal?',
  cancelText: (amount: string) =>
    `The request is withdrawn and the ${amount} it holds returns to your available balance.`,
  cancelKeep: 'Keep withdrawal',
  successTextNoAmount:
    'Your withdrawal is being processed. We will e-mail you once it is approved.',
} as const;
