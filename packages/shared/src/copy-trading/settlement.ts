import type { TSide } from '../schemas/copy-trading.ts';

/**
 * A copy's settlement arithmetic (decision 043), exact: cents and prices as BigInt, never floats.
 * The server's settlement SQL computes the same numbers with PostgreSQL's exact numeric; a test
 * proves both agree.
 */

/** Prices are numeric(20, 8): a price is held as an integer of 10^-8 units. */
export const PRICE_SCALE = 100_000_000n;

/** "123.45" → 12345000000n (units of 10^-8). Throws on anything but a plain positive decimal. */
export function parsePrice(text: string): bigint {
  const match = /^(\d{1,12})(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a price: ${text}`);
  const [, whole, fraction = ''] = match;
  return BigInt(whole!) * PRICE_SCALE + BigInt(fraction.padEnd(8, '0'));
}

/** The quotient rounded toward −∞ (BigInt's `/` truncates toward zero). `d` must be positive. */
export function floorDiv(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('floorDiv divides by a positive number');
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

export interface MirrorPnlInput {
  /** Cents: the copy's equity when the mirror opened. */
  equityAtOpen: bigint;
  /** The position's size, basis points of the equity (1 … 10000). */
  sizeBps: bigint;
  /** The part of the original size closed now, basis points (1 … 10000). */
  closedBps: bigint;
  side: TSide;
  /** Prices in 10^-8 units (`parsePrice`). */
  entryPrice: bigint;
  exitPrice: bigint;
}

/**
 * A mirror's result in cents: floor(E × size × closed × side × (exit − entry) / (10^8 × entry)),
 * rounded toward −∞, "toward the platform": a gain's fraction of a cent is not paid and a loss's
 * is charged, so a result is never more than the real value and less than one cent below it.
 */
export function mirrorPnlCents(input: MirrorPnlInput): bigint {
  const sign = input.side === 'long' ? 1n : -1n;
  const numerator =
    input.equityAtOpen *
    input.sizeBps *
    input.closedBps *
    sign *
    (input.exitPrice - input.entryPrice);
  return floorDiv(numerator, 100_000_000n * input.entryPrice);
}

/** A loss never takes a copy below zero: the result as the copy can bear it (≥ −equity). */
export function capLoss(pnl: bigint, equity: bigint): bigint {
  return pnl < -equity ? -equity : pnl;
}

export interface ProfitShareInput {
  /** Cents: the copy's equity after the result, before any share. */
  equityAfter: bigint;
  highWaterMark: bigint;
  /** The trader's share, basis points (0 … 3000). */
  shareBps: bigint;
}

/**
 * The trader's share of a gain above the high-water mark (rounded down: the follower keeps the
 * fraction), and the mark afterwards: the equity before the share when it was above the mark, so
 * the same gain is never shared twice.
 */
export function profitShareCents(input: ProfitShareInput): {
  share: bigint;
  highWaterMark: bigint;
} {
  if (input.equityAfter <= input.highWaterMark) {
    return { share: 0n, highWaterMark: input.highWaterMark };
  }
  const share = ((input.equityAfter - input.highWaterMark) * input.shareBps) / 10_000n;
  return { share, highWaterMark: input.equityAfter };
}

/** A close of `percent` of what is open: rounded down, at least 1 bp; 100 % closes all of it. */
export function closedBpsOf(openBps: number, percent: number): number {
  if (percent >= 100) return openBps;
  return Math.max(1, Math.floor((openBps * percent) / 100));
}

export interface SettleInput extends MirrorPnlInput {
  /** Cents: the copy's equity and high-water mark before this settlement. */
  equity: bigint;
  highWaterMark: bigint;
  shareBps: bigint;
}

export interface Settlement {
  computed: bigint;
  pnl: bigint;
  share: bigint;
  equityAfter: bigint;
  highWaterMark: bigint;
}

/** One mirror's settlement: the result, capped, then the share above the mark. */
export function settleMirror(input: SettleInput): Settlement {
  const computed = mirrorPnlCents(input);
  const pnl = capLoss(computed, input.equity);
  const { share, highWaterMark } = profitShareCents({
    equityAfter: input.equity + pnl,
    highWaterMark: input.highWaterMark,
    shareBps: input.shareBps,
  });
  return { computed, pnl, share, equityAfter: input.equity + pnl - share, highWaterMark };
}
