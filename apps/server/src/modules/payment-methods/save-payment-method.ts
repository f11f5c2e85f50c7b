import { eq } from 'drizzle-orm';
import type { TPaymentMethodInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { paymentMethods } from '../../db/schema.ts';
import { appError, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { toPaymentMethodDto } from './to-payment-method-dto.ts';

function normalise(input: TPaymentMethodInput) {
  return { code: input.code.toLowerCase(), name: input.name, address: input.address };
}

async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw appError('payment_method_already_exists');
    throw error;
  }
}

export interface CreatePaymentMethodOptions {
  deps: AppDeps;
  actorId: string;
  input: TPaymentMethodInput;
  id?: string;
}

/**
 * Adds a payment method (audited); its short id (e.g. `btc`) is unique. `id`: the record id a
 * client chose (data API), default a new one.
 */
export function createPaymentMethod({
  deps,
  actorId,
  input,
  id = newId(),
}: CreatePaymentMethodOptions) {
  const at = deps.clock.now();
  return uniqueCode(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentMethods)
        .values({ id, ...normalise(input), createdAt: at, updatedAt: at })
        .returning();
      const method = toPaymentMethodDto(row!);
      await writeAudit({
        tx,
        actorId,
        action: 'payment_method.create',
        targetType: 'payment_method',
        targetId: method.$id,
        after: method,
        at,
      });
      return method;
    }),
  );
}

export interface UpdatePaymentMethodOptions {
  deps: AppDeps;
  actorId: string;
  id: string;
  input: TPaymentMethodInput;
}

/** Edits a payment method (audited). */
export function updatePaymentMethod({ deps, actorId, id, input }: UpdatePaymentMethodOptions) {
  const at = deps.clock.now();
  return uniqueCode(() =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id))
        .limit(1);
      if (!before) throw appError('payment_method_not_found');
      const [row] = await tx
        .update(paymentMethods)
        .set({ ...normalise(input), updatedAt: at })
        .where(eq(paymentMethods.id, id))
        .returning();
      const method = toPaymentMethodDto(row!);
      await writeAudit({
        tx,
        actorId,
        action: 'payment_method.update',
        targetType: 'payment_method',
        targetId: id,
        before: toPaymentMethodDto(before),
        after: method,
        at,
      });
      return method;
    }),
  );
}

export interface DeletePaymentMethodOptions {
  deps: AppDeps;
  actorId: string;
  id: string;
}

/**
 * Deletes a payment method (audited). Transactions that used it stay readable: they keep the
 * method's name as they were created with it.
 */
export async function deletePaymentMethod({ deps, actorId, id }: DeletePaymentMethodOptions) {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(paymentMethods).where(eq(paymentMethods.id, id)).returning();
    if (!row) throw appError('payment_method_not_found');
    await writeAudit({
      tx,
      actorId,
      action: 'payment_method.delete',
      targetType: 'payment_method',
      targetId: id,
      before: toPaymentMethodDto(row),
      at,
    });
  });
}
