import { eq } from 'drizzle-orm';
import type { TPaymentMethodInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { paymentMethods } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { toPaymentMethodDto } from './to-payment-method-dto.ts';
import { paymentMethodColumns } from './payment-method-columns.ts';
import { uniquePaymentMethodCode } from './unique-payment-method-code.ts';

export interface UpdatePaymentMethodOptions {
  deps: AppDeps;
  actorId: string;
  id: string;
  input: TPaymentMethodInput;
}

/** Edits a payment method (audited). */
export function updatePaymentMethod({ deps, actorId, id, input }: UpdatePaymentMethodOptions) {
  const at = deps.clock.now();
  return uniquePaymentMethodCode(() =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id))
        .limit(1);
      if (!before) throw appError('payment_method_not_found');
      const [row] = await tx
        .update(paymentMethods)
        .set({ ...paymentMethodColumns(input, before, at), updatedAt: at })
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
