/**
 * The only place that parses, adds, compares and formats money.
 * Amounts are US dollars held as integer cents (safe integers, never floats in a calculation).
 */
import { z } from 'zod';
import { messages } from './messages.ts';

/** Largest amount one operation may carry: $1,000,000,000.00. */
export const MAX_AMOUNT_CENTS = 100_000_000_000;

export type Cents = number;

export type ParsedMoney =
  { ok: true; cents: Cents } | { ok: false; reason: 'empty' | 'invalid' | 'too_large' };

const MONEY_PATTERN = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.(\d{0,2}))?$/;

/** Parses what a person types ("1,250.5", "$100", "0.99") into cents. Negative input is invalid. */
export function parseMoney(input: string): ParsedMoney {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  const match = MONEY_PATTERN.exec(text);
  if (!match) return { ok: false, reason: 'invalid' };
  const whole = match[1]!.replaceAll(',', '');
  const fraction = (match[4] ?? '').padEnd(2, '0');
  if (whole.length > 12) return { ok: false, reason: 'too_large' };
  const cents = Number(whole) * 100 + Number(fraction);
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, reason: 'too_large' };
  return { ok: true, cents };
}

/** Parses a signed adjustment ("-25.50") into signed cents, for admin corrections. */
export function parseSignedMoney(input: string): ParsedMoney {
  const text = input.trim();
  const negative = text.startsWith('-');
  const parsed = parseMoney(negative ? text.slice(1) : text);
  if (!parsed.ok) return parsed;
  return { ok: true, cents: negative ? -parsed.cents : parsed.cents };
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123456 → "$1,234.56"; exactly 2 decimals, thousands separators. */
export function formatMoney(cents: Cents): string {
  assertCents(cents);
  return usd.format(cents / 100);
}

/** 123456 → "1234.56", the plain form used to prefill an input. */
export function centsToInput(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Whole dollars to cents, for plan limits entered as dollars. */
export function dollarsToCents(dollars: number): Cents {
  const cents = Math.round(dollars * 100);
  assertCents(cents);
  return cents;
}

/**
 * Cents as a JSON number of dollars (12345 → 123.45), as the spec's records carry amounts. The
 * division gives the double nearest the 2-decimal amount, which JSON prints exactly.
 */
export function centsToDollars(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

/**
 * A JSON number of dollars to cents, only when it has at most 2 decimals and fits
 * (123.45 → 12345; 0.1 + 0.2, 1.005 or NaN → undefined). Never rounds money.
 */
export function dollarsToExactCents(dollars: number): Cents | undefined {
  if (!Number.isFinite(dollars)) return undefined;
  const cents = Math.round(dollars * 100);
  if (!Number.isSafeInteger(cents) || cents / 100 !== dollars) return undefined;
  if (Math.abs(cents) > MAX_AMOUNT_CENTS) return undefined;
  return cents;
}

/** A share of an amount in basis points (1 % = 100), rounded down to the cent. */
export function shareOfCents(cents: Cents, basisPoints: number): Cents {
  assertCents(cents);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`basis points must be a non-negative integer, got ${basisPoints}`);
  }
  return Number((BigInt(cents) * BigInt(basisPoints)) / 10_000n);
}

/** Percent (up to 2 decimals, e.g. 2.5) to basis points (250). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an amount in cents: ${value}`);
}

/** An API amount: positive integer cents, at most MAX_AMOUNT_CENTS. */
export const ZCents = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? messages.validation.amountRequired
        : messages.validation.amountInvalid,
  })
  .int(messages.validation.amountInvalid)
  .positive(messages.validation.amountInvalid)
  .max(MAX_AMOUNT_CENTS, messages.validation.amountTooLarge)
  .describe('US dollars as integer cents (12345 = $123.45)');

/** A form amount typed in dollars, turned into cents. `emptyMessage` is the form's own wording. */
export function zMoneyInput(emptyMessage: string) {
  return z.string().transform((text, ctx): Cents => {
    const parsed = parseMoney(text);
    if (parsed.ok && parsed.cents > 0) return parsed.cents;
    const message = !parsed.ok
      ? parsed.reason === 'empty'
        ? emptyMessage
        : parsed.reason === 'too_large'
          ? messages.validation.amountTooLarge
          : messages.validation.amountInvalid
      : messages.validation.amountInvalid;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}
