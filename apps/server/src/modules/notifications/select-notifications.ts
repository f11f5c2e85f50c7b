import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, transactions } from '../../db/schema.ts';

export interface SelectNotificationsOptions {
  db: DbOrTx;
  where: SQL | undefined;
}

/** Notifications with their transaction's `TNX-` id: the one read of the list, a mark and realtime. */
export function selectNotifications({ db, where }: SelectNotificationsOptions) {
  return db
    .select({ row: notifications, reference: transactions.transactionId })
    .from(notifications)
    .leftJoin(transactions, eq(transactions.id, notifications.transactionId))
    .where(where);
}
