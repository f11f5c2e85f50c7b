import { bech32 } from '@scure/base';

/**
 * Real wallet addresses for tests (decision 042: addresses are checked for their network), from
 * BIP 173/350, the Bitcoin wiki and Tron's USDT contract.
 */
export const BITCOIN_ADDRESSES = [
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
] as const;
export const TRON_ADDRESSES = [
  'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
] as const;

/** The n-th of as many distinct valid Bitcoin (P2WPKH) addresses as a test needs. */
export function bitcoinAddress(n: number): string {
  const program = new Uint8Array(20);
  new DataView(program.buffer).setUint32(16, n);
  return bech32.encode('bc', [0, ...bech32.toWords(program)]);
}
