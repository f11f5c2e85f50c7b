import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { savedAddresses } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';

export interface DeleteSavedAddressOptions {
  deps: AppDeps;
  /** The signed-in user: only their own address can be deleted. */
  userId: string;
  /** The saved address's `$id`. */
  savedAddressId: string;
}

/**
 * Deletes a saved address (its slot becomes free). Someone else's address, or a missing one, is
 * a 404. Withdrawals made to it keep their own copy of the address.
 */
export async function deleteSavedAddress(options: DeleteSavedAddressOptions): Promise<void> {
  const { deps, userId, savedAddressId } = options;
  const [row] = await deps.db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, savedAddressId), eq(savedAddresses.userId, userId)))
    .returning({ id: savedAddresses.id });
  if (!row) throw appError('saved_address_not_found');
}
