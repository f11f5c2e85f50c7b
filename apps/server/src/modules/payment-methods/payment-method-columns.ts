import type { TPaymentMethodInput } from '@copyvest/shared';

/** The `payment_methods` columns a create or an edit writes; the short id is stored lower-case. */
export function paymentMethodColumns(input: TPaymentMethodInput) {
  return { code: input.code.toLowerCase(), name: input.name, address: input.address };
}
