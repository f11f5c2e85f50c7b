import { addressProblem, type TNetwork, type TSavedAddress } from '@copyvest/shared';
import type { savedAddresses } from '../../db/schema.ts';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/**
 * A saved address on the wire (its `slot` is the database's limit, not the client's concern).
 * `network`: its payment method's; an address saved before the method declared it that is not
 * valid for it is flagged with the reason (decision 042), never deleted.
 */
export function toSavedAddressDto(
  row: SavedAddressRow,
  network: TNetwork | null = null,
): TSavedAddress {
  const problem = addressProblem(network, row.address);
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    paymentMethodId: row.paymentMethodId,
    address: row.address,
    label: row.label,
    ...(problem ? { problem } : {}),
  };
}
