import type { TWithdrawalRequest } from '@copyvest/shared';

/**
 * What the withdrawal form hands to /withdrawals/fee (and the fee page hands back to edit);
 * `saveAddress`: save the wallet address once the withdrawal is sent ("Save this address").
 */
export type WithdrawalState = { form: TWithdrawalRequest; saveAddress?: true };

/** The navigation state if it carries a complete withdrawal (a direct visit has none). */
export function readWithdrawalState(state: unknown): WithdrawalState | null {
  if (!state || typeof state !== 'object') return null;
  const { form, saveAddress } = state as Partial<WithdrawalState>;
  if (
    !form ||
    typeof form.paymentMethodId !== 'string' ||
    form.paymentMethodId === '' ||
    typeof form.walletAddress !== 'string' ||
    form.walletAddress === '' ||
    !Number.isSafeInteger(form.amount) ||
    form.amount <= 0
  ) {
    return null;
  }
  return saveAddress === true ? { form, saveAddress } : { form };
}

/** The `amount` query parameter of the success overlay, if it is a positive number of cents. */
export function readSuccessAmount(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const cents = Number(value);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}
