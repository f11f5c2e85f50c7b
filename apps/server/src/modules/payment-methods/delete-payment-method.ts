import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { paymentMethods } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { toPaymentMethodDto } from './to-payment-method-dto.ts';

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
