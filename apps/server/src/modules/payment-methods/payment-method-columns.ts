import { addressProblem, type TNetwork, type TPaymentMethodInput } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';

/**
 * The `payment_methods` columns a create or an edit writes; the short id is stored lower-case.
 * `network` and `rate` absent keep `current` (an edit that does not name them), null clears them. The deposit
 * address must be valid for the network (decision 042): a 400 naming the network otherwise.
 */
export function paymentMethodColumns(
  input: TPaymentMethodInput,
  current: { network: TNetwork | null; rate: string | null } = { network: null, rate: null },
  at?: Date,
) {
  const network = input.network === undefined ? current.network : input.network;
  const problem = addressProblem(network, input.address);
  if (problem) throw appError('general_argument_invalid', problem);
  const columns = {
    code: input.code.toLowerCase(),
    name: input.name,
    address: input.address,
    network,
  };
  // The rate (decision 044): absent keeps it; a new value (or null) stamps when it was set.
  if (input.rate === undefined) return columns;
  const changed =
    input.rate === null || current.rate === null || Number(input.rate) !== Number(current.rate);
  if (!changed) return columns;
  return {
    ...columns,
    rate: input.rate,
    rateUpdatedAt: input.rate === null ? null : (at ?? new Date()),
  };
}
