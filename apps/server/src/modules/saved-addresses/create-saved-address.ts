import { and, eq, sql } from 'drizzle-orm';
import {
  addressProblem,
  SAVED_ADDRESSES_PER_METHOD,
  type TSavedAddress,
  type TSavedAddressRequest,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { savedAddresses, users } from '../../db/schema.ts';
import {
  appError,
  pgConstraint,
  pgErrorCode,
  PG_CHECK_VIOLATION,
  PG_UNIQUE_VIOLATION,
} from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { findPaymentMethod } from '../payment-methods/index.ts';
import { toSavedAddressDto } from './to-saved-address-dto.ts';

export interface CreateSavedAddressOptions {
  deps: AppDeps;
  /** The signed-in user, who owns the new address. */
  userId: string;
  /** Parsed by `ZSavedAddressInput` (the withdrawal's own address rule). */
  input: TSavedAddressRequest;
}

/**
 * Saves a wallet address for one of the payment methods. The database decides the limit
 * (decision 030): the row takes the lowest free slot of the user's addresses for that method, and
 * when none is free the slot is 0, which `saved_addresses_slot_range` refuses. The same address
 * twice for the same method is a 409 (`saved_addresses_user_method_address_idx`); an unknown
 * method a 404. The user's row is locked first, so on PostgreSQL one user's saves take their
 * slots one after another (without it, two saves could pick the same slot and one would fail
 * although slots were free; the slot's unique index would still keep the limit).
 */
export async function createSavedAddress(
  options: CreateSavedAddressOptions,
): Promise<TSavedAddress> {
  try {
    return await insertSavedAddress(options);
  } catch (error) {
    const constraint = pgConstraint(error);
    const code = pgErrorCode(error);
    if (code === PG_CHECK_VIOLATION && constraint === 'saved_addresses_slot_range') {
      throw appError('saved_address_limit_reached');
    }
    if (code === PG_UNIQUE_VIOLATION && constraint === 'saved_addresses_user_method_address_idx') {
      throw appError('saved_address_already_exists');
    }
    throw error;
  }
}

async function insertSavedAddress({ deps, userId, input }: CreateSavedAddressOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const method = await findPaymentMethod({ db: tx, id: input.paymentMethodId });
    // Only addresses valid for the method's network are saved (decision 042).
    const problem = addressProblem(method.network ?? null, input.address);
    if (problem) throw appError('general_argument_invalid', problem);
    const [existing] = await tx
      .select({ id: savedAddresses.id })
      .from(savedAddresses)
      .where(
        and(
          eq(savedAddresses.userId, userId),
          eq(savedAddresses.paymentMethodId, method.id),
          eq(savedAddresses.address, input.address),
        ),
      )
      .limit(1);
    if (existing) throw appError('saved_address_already_exists');
    const freeSlot = sql<number>`coalesce((
      select min(candidate) from generate_series(1, ${SAVED_ADDRESSES_PER_METHOD}::int) as candidate
      where candidate not in (
        select ${savedAddresses.slot} from ${savedAddresses}
        where ${savedAddresses.userId} = ${userId}
          and ${savedAddresses.paymentMethodId} = ${method.id}
      )
    ), 0)`;
    const [row] = await tx
      .insert(savedAddresses)
      .values({
        id: newId(),
        userId,
        paymentMethodId: method.id,
        address: input.address,
        label: input.label,
        slot: freeSlot,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return toSavedAddressDto(row!, method.network);
  });
}
