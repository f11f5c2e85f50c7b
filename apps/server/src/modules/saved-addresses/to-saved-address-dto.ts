import type { TSavedAddress } from '@copyvest/shared';
import type { savedAddresses } from '../../db/schema.ts';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/** A saved address on the wire (its `slot` is the database's limit, not the client's concern). */
export function toSavedAddressDto(row: SavedAddressRow): TSavedAddress {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    paymentMethodId: row.paymentMethodId,
    address: row.address,
    label: row.label,
  };
}
