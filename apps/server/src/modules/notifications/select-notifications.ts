import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, transactions } from '../../db/schema.ts';

/** Notifications with their transaction's `TNX-` id: the one read of the list, a mark and realtime. */
export function selectNotifications(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ row: notifications, reference: transactions.transactionId })
    .from(notifications)
    .leftJoin(transactions, eq(transactions.id, notifications.transactionId))
    .where(where);
}
