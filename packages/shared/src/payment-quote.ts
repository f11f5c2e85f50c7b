import { z } from 'zod';
import { type TNetwork } from './networks.ts';
import { ZTimestamp } from './schemas/common.ts';

/**
 * A deposit's amount in the coin (decision 044): the dollars at the payment method's rate (US
 * dollars per coin), rounded UP to the coin's displayed decimals so that paying the amount shown
 * always covers the deposit. Exact (integers), never floats.
 */

/**
 * Stablecoin tokens a method's code names (USDT on Tron, USDC on Ethereum…): quoted with 6
 * decimals and shown by address only (their payment URIs need the token's contract). Any other
 * code pays in its network's own coin (`btc`, `btc-main`, `eth`…).
 */
const TOKEN_CODE = /^(usdt|usdc|busd|dai|tusd|fdusd|pyusd)/i;

/** Whether a method of `code` pays in a token rather than its network's own coin. */
export function isTokenCode(code: string): boolean {
  return TOKEN_CODE.test(code);
}

/** Decimals a wallet shows for the coin (at most 8 here: a deposit is never quoted finer). */
const NETWORK_DECIMALS: Record<TNetwork, number> = {
  bitcoin: 8,
  ethereum: 8,
  tron: 6,
  bsc: 8,
  litecoin: 8,
  solana: 8,
};

/** A rate as typed: US dollars per coin, positive, at most 8 decimals. */
export const RATE_PATTERN = /^\d{1,12}(\.\d{1,8})?$/;

/** The decimals a quote in `code` on `network` has (6 for tokens such as USDT, the coin's otherwise). */
export function quoteDecimals(network: TNetwork | null, code: string): number {
  if (isTokenCode(code)) return 6;
  return network ? NETWORK_DECIMALS[network] : 8;
}

/** A numeric column's text without its padding: `64000.00000000` → `64000`, `0.50` → `0.5`. */
export function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** `text` (a decimal) as an integer of 10^-scale units; null when it is not a plain decimal. */
function scaled(text: string, scale: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return null;
  return BigInt(match[1]! + fraction.padEnd(scale, '0'));
}

/** The integer `units` of 10^-decimals as a decimal string without trailing zeros. */
function decimalOf(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * `cents` in the coin at `rate` dollars per coin, rounded up to `decimals`; null when the rate is
 * not a positive decimal of at most 8 places.
 */
export function cryptoAmountFor(cents: number, rate: string, decimals: number): string | null {
  const rateUnits = scaled(rate, 8);
  if (rateUnits === null || rateUnits <= 0n) return null;
  // coin units = cents / 100 / (rateUnits / 10^8) × 10^decimals, rounded up.
  const numerator = BigInt(cents) * 10n ** BigInt(8 + decimals);
  const denominator = 100n * rateUnits;
  const units = (numerator + denominator - 1n) / denominator;
  return decimalOf(units, decimals);
}

/**
 * What a wallet scans (decision 044): the coin's payment URI with the amount where one is
 * standard for it — BIP-21 for Bitcoin (`bitcoin:`) and Litecoin (`litecoin:`), EIP-681 for ether
 * and BNB (`ethereum:<address>@<chain>?value=<wei>`), `tron:` and Solana Pay (`solana:`) with
 * `amount` — and the bare address for tokens and methods without a network or an amount.
 */
export function paymentUri(options: {
  network: TNetwork | null;
  code: string;
  address: string;
  cryptoAmount: string | null;
}): string {
  const { network, code, address, cryptoAmount } = options;
  if (!network || !cryptoAmount || isTokenCode(code)) return address;
  switch (network) {
    case 'bitcoin':
    case 'litecoin':
    case 'tron':
    case 'solana':
      return `${network}:${address}?amount=${cryptoAmount}`;
    case 'ethereum':
    case 'bsc': {
      const wei = scaled(cryptoAmount, 18);
      return `ethereum:${address}@${network === 'ethereum' ? 1 : 56}?value=${wei}`;
    }
  }
}

/**
 * `POST /v1/deposits/quotes`: what the payment page shows and the deposit names (`quoteId`).
 * Without a rate for the method, the amounts in the coin are null and the page shows dollars.
 */
export const ZDepositQuote = z.object({
  id: z.string(),
  paymentMethodId: z.string(),
  /** cents */
  amount: z.number().int(),
  /** US dollars per coin, and when the admin set it. */
  rate: z.string().nullable(),
  rateUpdatedAt: ZTimestamp.nullable(),
  cryptoAmount: z.string().nullable(),
  /** The coin's code in capitals (BTC) and the network, if the method declares one. */
  coin: z.string(),
  network: z.string().nullable(),
  address: z.string(),
  paymentUri: z.string(),
  createdAt: ZTimestamp,
  expiresAt: ZTimestamp,
});
export type TDepositQuote = z.infer<typeof ZDepositQuote>;
