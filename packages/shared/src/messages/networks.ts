/** Payment-method networks, wallet addresses and payout hashes (decision 042). */
export const networks = {
  networkLabel: 'Network',
  networkNotSet: 'Not set',
  networkNotSetHint:
    'Set the network so that deposit and withdrawal addresses for this method are checked.',
  networkNotSetWarning: 'Network not set: addresses are not checked',
  rateLabel: 'Rate (US dollars per coin, optional)',
  rateHint: 'The payment page shows deposits in the coin at this rate, with how old it is.',
  rateValue: (rate: string, age: string) => `1 coin = ${rate} · set ${age}`,
  rateNotSet: 'No rate: deposits are shown in dollars',
  addressInvalid: (network: string) => `This is not a valid ${network} address`,
  txHashInvalid: (network: string) => `This is not a valid ${network} transaction hash`,
  /** What a valid address looks like, shown under the address field. */
  addressHint: {
    bitcoin:
      'A Bitcoin address starts with 1, 3 or bc1 and ends in a checksum: copy it from your wallet rather than typing it.',
    ethereum:
      'An Ethereum (ERC-20) address is 0x followed by 40 hexadecimal characters; mixed upper and lower case must match its checksum.',
    tron: 'A Tron (TRC-20) address starts with T and is 34 characters long, with a checksum.',
    bsc: 'A BNB Smart Chain (BEP-20) address is 0x followed by 40 hexadecimal characters; mixed upper and lower case must match its checksum.',
    litecoin:
      'A Litecoin address starts with L, M, 3 or ltc1 and ends in a checksum: copy it from your wallet rather than typing it.',
    solana: 'A Solana address is 32 to 44 base58 characters (a public key).',
  },
  /** A saved address that fails its method's network (saved before it was checked). */
  savedAddressFlagged: (problem: string) =>
    `${problem}: it was saved before addresses were checked. Withdrawals to it are refused; delete it and save the right one.`,
  payoutHashHint:
    'The hash of the transfer you sent; the user sees it with a link to the explorer.',
  payoutHashFieldFor: (id: string) => `Payout transaction hash for ${id} (optional)`,
  payoutHashEditLabel: 'Payout transaction hash',
  payoutHashSave: 'Save hash',
  payoutHashSaved: 'The payout transaction hash was saved',
  payoutHashOnlyApprovedWithdrawal: 'Only an approved withdrawal has a payout transaction hash',
} as const;
