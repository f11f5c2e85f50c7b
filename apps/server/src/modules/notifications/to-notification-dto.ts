import type { TNotification, TNotificationKind } from '@copyvest/shared';
import type { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A notification as its owner reads it; `reference` is its transaction's `TNX-` id, `data` what a
 * copy notification carries (`TCopyNotificationData`).
 */
export function toNotificationDto(row: NotificationRow, reference: string | null): TNotification {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: (row.readAt ?? row.createdAt).toISOString(),
    userId: row.userId,
    kind: row.kind as TNotificationKind,
    transactionId: row.transactionId,
    reference,
    amount: row.amount,
    readAt: row.readAt?.toISOString() ?? null,
    data: (row.data as Record<string, unknown> | null) ?? null,
  };
}
