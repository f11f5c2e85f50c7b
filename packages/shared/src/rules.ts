/** Money rules both sides apply: the browser to explain, the server to decide. */
import { WITHDRAWAL_FEE_PERCENT } from './constants.ts';
import { messages } from './messages.ts';
import {
  type Cents,
  centsToInput,
  formatMoney,
  percentToBasisPoints,
  shareOfCents,
} from './money.ts';

/** Plain dollars for the invest messages: 10000 → "100", 10050 → "100.50". */
export function plainDollars(cents: Cents): string {
  return cents % 100 === 0 ? String(cents / 100) : centsToInput(cents);
}

/** Why an investment amount is refused, or null when it fits the plan and the balance. */
export function investAmountError(
  amount: Cents | undefined,
  plan: { min: Cents; max: Cents },
  available: Cents,
): string | null {
  if (amount === undefined || amount <= 0) return messages.validation.amountRequired;
  if (amount < plan.min) return messages.validation.amountMin(plainDollars(plan.min));
  if (amount > plan.max) return messages.validation.amountMax(plainDollars(plan.max));
  if (amount > available) return messages.validation.insufficientBalance;
  return null;
}

/**
 * Why adding `amount` to an open trade of `tradeAmount` and moving it to `plan` is refused: the
 * resulting trade must fit the plan's min and max. Null when it fits.
 */
export function planChangeAmountError(
  tradeAmount: Cents,
  amount: Cents,
  plan: { min: Cents; max: Cents },
): string | null {
  const total = tradeAmount + amount;
  if (total > plan.max) {
    return messages.invest.upgradeAboveMax(formatMoney(total), formatMoney(plan.max));
  }
  if (total < plan.min) {
    return messages.invest.upgradeBelowMin(formatMoney(total), formatMoney(plan.min));
  }
  return null;
}

/** Why a withdrawal amount is refused before asking the server, or null. */
export function withdrawalAmountError(amount: Cents, available: Cents): string | null {
  return amount > available ? messages.validation.insufficientBalance : null;
}

/** The 10 % withdrawal processing fee, rounded down to the cent; amount sent = amount - fee. */
export function withdrawalFee(amount: Cents): Cents {
  return shareOfCents(amount, percentToBasisPoints(WITHDRAWAL_FEE_PERCENT));
}

/** Profit for one full day of a trade: amount × roi % (basis points), rounded down. */
export function dailyProfit(amount: Cents, roiBasisPoints: number): Cents {
  return shareOfCents(amount, roiBasisPoints);
}

/**
 * What a withdrawal's wallet gets (amount - fee), as the lists and the detail word it: "To
 * receive" while pending, "Sent" once approved; a failed (rejected or cancelled) one sent nothing.
 * null for anything but a withdrawal.
 */
export function withdrawalPayout(transaction: {
  kind: string;
  status: string;
  amount: Cents;
  fee: Cents;
}): { state: 'toReceive' | 'sent'; cents: Cents } | { state: 'nothingSent' } | null {
  if (transaction.kind !== 'withdrawal') return null;
  const cents = transaction.amount - transaction.fee;
  if (transaction.status === 'pending') return { state: 'toReceive', cents };
  if (transaction.status === 'success') return { state: 'sent', cents };
  return { state: 'nothingSent' };
}
