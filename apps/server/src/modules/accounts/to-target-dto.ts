import type { TTarget } from '@copyvest/shared';
import type { PushTargetRow } from '../../db/rows.ts';

/** Appwrite `Models.Target` of a push target. */
export function toTargetDto(row: PushTargetRow): TTarget {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    name: row.name,
    userId: row.accountId,
    ...(row.providerId ? { providerId: row.providerId } : {}),
    providerType: 'push',
    identifier: row.identifier,
    expired: row.expired,
  };
}
