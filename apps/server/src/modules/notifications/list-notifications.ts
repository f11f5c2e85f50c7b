import { eq } from 'drizzle-orm';
import type { TListQuery, TNotificationList } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';
import { selectNotifications } from './select-notifications.ts';
import { toNotificationDto } from './to-notification-dto.ts';

/** What `queries[]` may filter and order notifications by. */
export const NOTIFICATION_LIST: ListSpec = {
  table: notifications,
  id: notifications.id,
  attributes: {
    $id: { column: notifications.id, type: 'string' },
    $createdAt: { column: notifications.createdAt, type: 'datetime' },
    kind: { column: notifications.kind, type: 'string' },
    readAt: { column: notifications.readAt, type: 'datetime', nullable: true },
  },
  defaultOrder: [{ attribute: '$createdAt', direction: 'desc' }],
};

export interface ListNotificationsOptions {
  db: DbOrTx;
  query: TListQuery;
  /** Only the signed-in user's own. */
  ownerId: string;
}

/** The owner's notifications, newest first, one page per call (the SDK's `queries[]`). */
export async function listNotifications({
  db,
  query,
  ownerId,
}: ListNotificationsOptions): Promise<TNotificationList> {
  const { total, rows } = await runListQuery({
    db,
    spec: NOTIFICATION_LIST,
    scope: eq(notifications.userId, ownerId),
    query,
    fetch: ({ where, orderBy, limit, offset }) =>
      selectNotifications({ db, where })
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    total,
    notifications: rows.map(({ row, reference }) => toNotificationDto(row, reference)),
  };
}
