export const deposit = {
  continue: 'Continue to Payment',
  continuing: 'Preparing payment...',
  amountToPay: 'Amount to pay',
  walletAddress: 'Wallet address',
  qrLabel: (method: string) => `QR code of the ${method} wallet address`,
  copyAddress: 'Copy address',
  sendInstruction: (amount: string, method: string) =>
    `Send ${amount} in ${method} to the wallet address below, then confirm your payment.`,
  confirming: 'Confirming payment...',
  txHashLabel: 'Transaction hash (optional)',
  txHashHint: 'The hash or ID of your blockchain transfer helps us find your payment sooner.',
} as const;
