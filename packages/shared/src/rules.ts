/** Money rules both sides apply: the browser to explain, the server to decide. */
import { messages } from './messages.ts';
import { methodLimits, type TPaymentLimitsSettings } from './settings/payment-limits.ts';
import { type TWithdrawalsSettings, withdrawalsSettings } from './settings/withdrawals.ts';
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

/**
 * The withdrawal processing fee: the settings' percentage of the amount (the spec's 10 % by
 * default), rounded down to the cent, at least the minimum fee and at most the amount; amount
 * sent = amount - fee. The server fixes it on the request row when the request is made.
 */
export function withdrawalFee(
  amount: Cents,
  rule: TWithdrawalsSettings = withdrawalsSettings.defaults,
): Cents {
  const share = shareOfCents(amount, percentToBasisPoints(rule.feePercent));
  return Math.min(amount, Math.max(share, rule.minFeeCents));
}

/**
 * Why a withdrawal of `amount` with `method` is refused by the settings (its bounds, or a fee that
 * would leave nothing to send), or null. The server's 400 and the form's hint.
 */
export function withdrawalLimitError(
  amount: Cents,
  method: { id: string; name: string },
  settings: { withdrawals: TWithdrawalsSettings; paymentLimits: TPaymentLimitsSettings },
): string | null {
  const limits = methodLimits(settings.paymentLimits, method.id);
  const v = messages.validation;
  if (limits.withdrawalMin !== null && amount < limits.withdrawalMin) {
    return v.withdrawalBelowMin(formatMoney(limits.withdrawalMin), method.name);
  }
  if (limits.withdrawalMax !== null && amount > limits.withdrawalMax) {
    return v.withdrawalAboveMax(formatMoney(limits.withdrawalMax), method.name);
  }
  if (withdrawalFee(amount, settings.withdrawals) >= amount) {
    return v.withdrawalBelowFee(formatMoney(settings.withdrawals.minFeeCents));
  }
  return null;
}

/** Why a deposit of `amount` with `method` is outside the method's bounds, or null. */
export function depositLimitError(
  amount: Cents,
  method: { id: string; name: string },
  paymentLimits: TPaymentLimitsSettings,
): string | null {
  const limits = methodLimits(paymentLimits, method.id);
  const v = messages.validation;
  if (limits.depositMin !== null && amount < limits.depositMin) {
    return v.depositBelowMin(formatMoney(limits.depositMin), method.name);
  }
  if (limits.depositMax !== null && amount > limits.depositMax) {
    return v.depositAboveMax(formatMoney(limits.depositMax), method.name);
  }
  return null;
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

/** The hint under a form's amount for a method's bounds (deposit or withdrawal), or undefined. */
export function boundsHint(min: Cents | null, max: Cents | null): string | undefined {
  const m = messages.money;
  if (min !== null && max !== null) return m.boundsBetween(formatMoney(min), formatMoney(max));
  if (min !== null) return m.boundsAtLeast(formatMoney(min));
  if (max !== null) return m.boundsAtMost(formatMoney(max));
  return undefined;
}
