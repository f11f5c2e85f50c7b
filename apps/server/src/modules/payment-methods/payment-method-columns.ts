import { addressProblem, type TNetwork, type TPaymentMethodInput } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';

/**
 * The `payment_methods` columns a create or an edit writes; the short id is stored lower-case.
 * `network` absent keeps `current` (an edit that does not name it), null clears it. The deposit
 * address must be valid for the network (decision 042): a 400 naming the network otherwise.
 */
export function paymentMethodColumns(input: TPaymentMethodInput, current: TNetwork | null = null) {
  const network = input.network === undefined ? current : input.network;
  const problem = addressProblem(network, input.address);
  if (problem) throw appError('general_argument_invalid', problem);
  return { code: input.code.toLowerCase(), name: input.name, address: input.address, network };
}
