import { and, eq, isNull } from 'drizzle-orm';
import type { TNotification } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { notifications } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { selectNotifications } from './select-notifications.ts';
import { toNotificationDto } from './to-notification-dto.ts';

export interface MarkNotificationReadOptions {
  deps: AppDeps;
  ownerId: string;
  id: string;
}

/**
 * Marks one of the owner's notifications read (once: a second call keeps the first time).
 * Another user's notification is "not found", exactly like one that does not exist.
 */
export async function markNotificationRead({
  deps,
  ownerId,
  id,
}: MarkNotificationReadOptions): Promise<TNotification> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, ownerId));
  await deps.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(and(mine, isNull(notifications.readAt)));
  const [found] = await selectNotifications({ db: deps.db, where: mine }).limit(1);
  if (!found) throw appError('notification_not_found');
  return toNotificationDto(found.row, found.reference);
}
