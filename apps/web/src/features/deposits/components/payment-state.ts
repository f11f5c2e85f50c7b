import {
  centsToInput,
  type TDepositFormInput,
  type TDepositRequest,
  type TPaymentMethod,
} from '@copyvest/shared';

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

/**
 * What /deposits keeps in its own history entry when it moves on to the payment page, so going
 * back shows the form as it was sent: `{ draft: { paymentMethodId, amount } }`.
 */
export function depositDraftState(form: TDepositRequest): { draft: TDepositFormInput } {
  return { draft: { paymentMethodId: form.paymentMethodId, amount: centsToInput(form.amount) } };
}

/** The kept form values, if the history entry has them. */
export function readDepositDraft(state: unknown): TDepositFormInput | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { draft } = state as { draft?: Partial<TDepositFormInput> };
  if (typeof draft?.paymentMethodId !== 'string' || typeof draft.amount !== 'string')
    return undefined;
  return { paymentMethodId: draft.paymentMethodId, amount: draft.amount };
}
