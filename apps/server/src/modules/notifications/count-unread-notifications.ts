import { and, count, eq, isNull } from 'drizzle-orm';
import type { TNotificationUnreadCount } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export interface CountUnreadNotificationsOptions {
  db: DbOrTx;
  ownerId: string;
}

/** How many of the owner's notifications are unread (the bell's badge). */
export async function countUnreadNotifications({
  db,
  ownerId,
}: CountUnreadNotificationsOptions): Promise<TNotificationUnreadCount> {
  const [result] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, ownerId), isNull(notifications.readAt)));
  return { unread: Number(result?.unread ?? 0) };
}
