import type { TSavedAddress } from '@copyvest/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { savedAddresses } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { toSavedAddressDto } from './to-saved-address-dto.ts';

export interface RenameSavedAddressOptions {
  deps: AppDeps;
  /** The signed-in user: only their own address can be renamed. */
  userId: string;
  /** The saved address's `$id`. */
  savedAddressId: string;
  /** The new label; null removes it. */
  label: string | null;
}

/** Changes a saved address's label. Someone else's address, or a missing one, is a 404. */
export async function renameSavedAddress(
  options: RenameSavedAddressOptions,
): Promise<TSavedAddress> {
  const { deps, userId, savedAddressId, label } = options;
  const [row] = await deps.db
    .update(savedAddresses)
    .set({ label, updatedAt: deps.clock.now() })
    .where(and(eq(savedAddresses.id, savedAddressId), eq(savedAddresses.userId, userId)))
    .returning();
  if (!row) throw appError('saved_address_not_found');
  return toSavedAddressDto(row);
}
