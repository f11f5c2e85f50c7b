import type { TNotificationKind } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { executeAsNamed } from '../../db/execute-named.ts';

export interface InsertNotificationOptions {
  /** The transaction of the event that causes it: the notification commits with the event. */
  db: DbOrTx;
  userId: string;
  kind: TNotificationKind;
  /** The record id of the transaction it is about (unique: one notification per transaction). */
  transactionId?: string;
  /** Cents at the time of the event. */
  amount?: number;
  /** What the web shows besides the kind (a copy's figures, a ticket reply's `{ ticketId, subject }`, an admin's message). */
  data?: Record<string, unknown>;
  at: Date;
}

/**
 * Writes a notification for its owner inside the caller's transaction (decision 029): it exists
 * exactly when the event committed, and its insert trigger announces it to the owner's sockets.
 */
export async function insertNotification(options: InsertNotificationOptions) {
  const [row] = await executeAsNamed(notificationWrite(options).returning());
  return row!;
}

/** `insertNotification`'s insert, built and not run: for `runWrites` with the event's other writes. */
export function notificationWrite({ db, ...notification }: InsertNotificationOptions) {
  return db.insert(notifications).values(notificationRow(notification));
}

/** Many owners' notifications as one insert, built and not run (a job's events at once). */
export function notificationsWrite(db: DbOrTx, list: Omit<InsertNotificationOptions, 'db'>[]) {
  return db.insert(notifications).values(list.map(notificationRow));
}

function notificationRow(options: Omit<InsertNotificationOptions, 'db'>) {
  const { userId, kind, transactionId, amount, data, at } = options;
  return {
    id: newId(),
    userId,
    kind,
    transactionId: transactionId ?? null,
    amount: amount ?? null,
    data: data ?? null,
    createdAt: at,
  };
}
