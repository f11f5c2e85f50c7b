import { asc } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { paymentMethods } from '../../db/schema.ts';
import { toPaymentMethodDto } from './to-payment-method-dto.ts';

export interface ListPaymentMethodsOptions {
  deps: AppDeps;
}

export async function listPaymentMethods({ deps }: ListPaymentMethodsOptions) {
  const rows = await deps.db.select().from(paymentMethods).orderBy(asc(paymentMethods.code));
  return { total: rows.length, paymentMethods: rows.map(toPaymentMethodDto) };
}
