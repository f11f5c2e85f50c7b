import type { TDepositRequest, TPaymentMethod } from '@copyvest/shared';

/** What the deposit form hands to /deposits/payment through navigation state. */
export type PaymentState = { form: TDepositRequest; method: TPaymentMethod };

/** The navigation state if it is a complete deposit (a reload or a direct visit has none). */
export function readPaymentState(state: unknown): PaymentState | null {
  if (!state || typeof state !== 'object') return null;
  const { form, method } = state as Partial<PaymentState>;
  if (
    !form ||
    typeof form.paymentMethodId !== 'string' ||
    !Number.isSafeInteger(form.amount) ||
    form.amount <= 0 ||
    !method ||
    typeof method.address !== 'string' ||
    typeof method.name !== 'string' ||
    method.$id !== form.paymentMethodId
  ) {
    return null;
  }
  return { form, method };
}
