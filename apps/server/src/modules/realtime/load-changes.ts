import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { TNotification } from '@copyvest/shared';
import { accounts, notifications, paymentMethods, plans, users } from '../../db/schema.ts';
import { toAccountDto } from '../accounts/index.ts';
import type { AnyDataCollection } from '../databases/index.ts';
import { paymentMethodsCollection } from '../databases/index.ts';
import { plansCollection } from '../databases/index.ts';
import { transactionsCollection } from '../databases/index.ts';
import { usersCollection } from '../databases/index.ts';
import { selectNotifications } from '../notifications/index.ts';
import { loadTicketChanges, type TicketChanges } from '../tickets/index.ts';
import { toNotificationDto } from '../notifications/index.ts';
import type { ChangeNotice } from './change-notice.ts';
import { rowFromJson } from './row-from-json.ts';

/** What the hub needs to publish a batch of notices: each record's current (or last) state. */
export interface LoadedChanges {
  /** `${table}:${id}` → the collection's row. */
  records: Map<string, unknown>;
  /** user id → `Models.User` (the `account` channel's payload). */
  accounts: Map<string, unknown>;
  /** notification id → the notification as its owner reads it (decision 029). */
  notifications: Map<string, TNotification>;
  /** Changed support tickets and their new public messages (decision 052). */
  tickets: TicketChanges;
}

export const COLLECTION_OF: Partial<Record<ChangeNotice['c'], AnyDataCollection>> = {
  users: usersCollection,
  transactions: transactionsCollection,
  payment_methods: paymentMethodsCollection,
  plans: plansCollection,
};

const TABLE_OF = { payment_methods: paymentMethods, plans } as const;

export interface LoadChangesOptions {
  deps: AppDeps;
  notices: ChangeNotice[];
}

/**
 * One query per table for a whole batch, through the data API's own fetch (the same joins and
 * rows its serializers read). Deleted users are included (their delete event); hard-deleted
 * plans and payment methods come from the notice's `old`.
 */
export async function loadChanges({ deps, notices }: LoadChangesOptions): Promise<LoadedChanges> {
  const records = new Map<string, unknown>();
  const accountsById = new Map<string, unknown>();
  const idsByTable = new Map<ChangeNotice['c'], Set<string>>();
  const notificationIds = new Set<string>();
  const ticketIds = new Set<string>();
  const messageIds = new Set<string>();
  for (const notice of notices) {
    if (notice.c === 'notifications') {
      notificationIds.add(notice.id);
      continue;
    }
    if (notice.c === 'support_tickets' || notice.c === 'support_ticket_messages') {
      (notice.c === 'support_tickets' ? ticketIds : messageIds).add(notice.id);
      continue;
    }
    if (
      notice.e === 'delete' &&
      notice.old &&
      (notice.c === 'plans' || notice.c === 'payment_methods')
    ) {
      records.set(`${notice.c}:${notice.id}`, rowFromJson(TABLE_OF[notice.c], notice.old));
      continue;
    }
    const table = notice.c === 'accounts' ? 'users' : notice.c;
    if (!COLLECTION_OF[table]) continue;
    if (!idsByTable.has(table)) idsByTable.set(table, new Set());
    idsByTable.get(table)!.add(notice.id);
  }
  await Promise.all(
    [...idsByTable].map(async ([table, ids]) => {
      const collection = COLLECTION_OF[table]!;
      const rows = await collection.fetch({
        db: deps.db,
        page: {
          where: inArray(collection.list.id, [...ids]),
          orderBy: [],
          limit: ids.size,
          offset: 0,
        },
      });
      for (const row of rows) records.set(`${table}:${collection.idOf(row)}`, row);
    }),
  );
  const userIds = [...(idsByTable.get('users') ?? [])];
  if (userIds.length > 0) {
    const rows = await deps.db
      .select({ account: accounts, user: users })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.id))
      .where(inArray(accounts.id, userIds));
    for (const { account, user } of rows) accountsById.set(account.id, toAccountDto(account, user));
  }
  const notificationsById = new Map<string, TNotification>();
  if (notificationIds.size > 0) {
    const rows = await selectNotifications({
      db: deps.db,
      where: inArray(notifications.id, [...notificationIds]),
    });
    for (const { row, reference } of rows)
      notificationsById.set(row.id, toNotificationDto(row, reference));
  }
  const tickets =
    ticketIds.size + messageIds.size > 0
      ? await loadTicketChanges({
          db: deps.db,
          ticketIds: [...ticketIds],
          messageIds: [...messageIds],
        })
      : { tickets: new Map(), messages: new Map() };
  return { records, accounts: accountsById, notifications: notificationsById, tickets };
}
