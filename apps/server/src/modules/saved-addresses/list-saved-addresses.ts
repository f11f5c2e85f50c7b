import type { TSavedAddressList } from '@copyvest/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { paymentMethods, savedAddresses } from '../../db/schema.ts';
import { toSavedAddressDto } from './to-saved-address-dto.ts';

export interface ListSavedAddressesOptions {
  deps: AppDeps;
  /** The signed-in user: only their own addresses are listed. */
  userId: string;
  /** Only this payment method's addresses; all when absent. */
  paymentMethodId?: string;
}

/**
 * The user's saved addresses, newest first. Bounded by the per-method limit (decision 030), so
 * the list is whole, without pages.
 */
export async function listSavedAddresses(
  options: ListSavedAddressesOptions,
): Promise<TSavedAddressList> {
  const { deps, userId, paymentMethodId } = options;
  const rows = await deps.db
    .select({ address: savedAddresses, network: paymentMethods.network })
    .from(savedAddresses)
    .innerJoin(paymentMethods, eq(paymentMethods.id, savedAddresses.paymentMethodId))
    .where(
      and(
        eq(savedAddresses.userId, userId),
        paymentMethodId === undefined
          ? undefined
          : eq(savedAddresses.paymentMethodId, paymentMethodId),
      ),
    )
    .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id));
  return {
    total: rows.length,
    savedAddresses: rows.map((row) => toSavedAddressDto(row.address, row.network)),
  };
}
