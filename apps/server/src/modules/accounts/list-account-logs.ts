import { eq } from 'drizzle-orm';
import type { TListQuery, TLogList } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { accountLogs } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';
import type { AccountRow, UserRow } from '../../db/rows.ts';
import { clientInfo } from './client-info.ts';

const LOG_LIST: ListSpec = {
  table: accountLogs,
  id: accountLogs.id,
  attributes: {
    $createdAt: { column: accountLogs.createdAt, type: 'datetime' },
    event: { column: accountLogs.event, type: 'string' },
  },
  defaultOrder: [{ attribute: '$createdAt', direction: 'desc' }],
  parseId: (id) => (/^\d{1,15}$/.test(id) ? Number(id) : undefined),
};

export interface ListAccountLogsOptions {
  db: DbOrTx;
  account: AccountRow;
  user: Pick<UserRow, 'name'>;
  query: TListQuery;
}

/** The account's security events, newest first (Appwrite `Models.LogList`). */
export async function listAccountLogs(options: ListAccountLogsOptions): Promise<TLogList> {
  const { db, account } = options;
  const { total, rows } = await runListQuery({
    db,
    spec: LOG_LIST,
    scope: eq(accountLogs.accountId, account.id),
    query: { queries: options.query.queries },
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(accountLogs)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    total,
    logs: rows.map((row) => ({
      event: row.event,
      userId: account.id,
      userEmail: account.email ?? '',
      userName: options.user.name,
      mode: 'default',
      userType: 'user',
      time: row.createdAt.toISOString(),
      ...clientInfo(row.userAgent, row.ip),
    })),
  };
}
