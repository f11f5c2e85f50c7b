import type { TPaymentMethodInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { paymentMethods } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { writeAudit } from '../audit/index.ts';
import { toPaymentMethodDto } from './to-payment-method-dto.ts';
import { paymentMethodColumns } from './payment-method-columns.ts';
import { uniquePaymentMethodCode } from './unique-payment-method-code.ts';

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
  return uniquePaymentMethodCode(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentMethods)
        .values({ id, ...paymentMethodColumns(input), createdAt: at, updatedAt: at })
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
