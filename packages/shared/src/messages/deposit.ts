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
  // The quote (decision 044).
  amountInCoin: 'Amount in the coin',
  sendCryptoInstruction: (crypto: string, amount: string, network: string) =>
    `Send exactly ${crypto} (${amount}) on the ${network} network to the wallet address below, then confirm your payment.`,
  rateLine: (coin: string, rate: string, age: string) => `Rate: 1 ${coin} = ${rate}, set ${age}`,
  networkLine: 'Network',
  quoteLoading: 'Working out the amount in the coin...',
  quoteUnavailable:
    'The amount in the coin could not be worked out. Send the dollar amount at your wallet’s rate.',
  noRate: 'No rate is set for this method: send the dollar amount at your wallet’s rate.',
  windowLabel: 'Payment window',
  windowRemaining: (time: string) => `Pay within ${time}`,
  windowClosed: 'The payment window has closed. Get a new quote before you pay.',
  newQuote: 'Get a new quote',
  qrUriLabel: (coin: string, method: string) =>
    `QR code to pay the amount in ${coin} to the ${method} wallet address`,
} as const;
