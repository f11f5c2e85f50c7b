import { plainDecimal } from '@copyvest/shared';
import type { TPaymentMethod } from '@copyvest/shared';
import type { paymentMethods } from '../../db/schema.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethodDto(row: PaymentMethodRow): TPaymentMethod {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    code: row.code,
    name: row.name,
    address: row.address,
    network: row.network ?? null,
    rate: row.rate === null ? null : plainDecimal(row.rate),
    rateUpdatedAt: row.rateUpdatedAt?.toISOString() ?? null,
  };
}
