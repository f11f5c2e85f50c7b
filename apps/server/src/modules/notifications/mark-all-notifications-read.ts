import { and, eq, isNull } from 'drizzle-orm';
import type { TNotificationsMarked } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { notifications } from '../../db/schema.ts';

export interface MarkAllNotificationsReadOptions {
  deps: AppDeps;
  ownerId: string;
}

/** Marks every unread notification of the owner read; answers how many it marked. */
export async function markAllNotificationsRead({
  deps,
  ownerId,
}: MarkAllNotificationsReadOptions): Promise<TNotificationsMarked> {
  const marked = await deps.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(notifications.userId, ownerId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: marked.length };
}
