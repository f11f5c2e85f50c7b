import { and, desc, eq, sql } from 'drizzle-orm';
import type { TLoginHistory } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { accountLogs } from '../../db/schema.ts';
import { clientInfo } from '../accounts/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { findUser } from './find-user.ts';

/** The sign-ins the page lists, newest first. */
export const LOGINS_LIMIT = 50;

export interface ListLoginsOptions {
  db: DbOrTx;
  viewer: Actor;
  userId: string;
}

/**
 * A user's sign-ins for an admin (decision 056): the `session.create` entries of the account's
 * security log (account_logs_account_idx), with address and device. Failed attempts are counted
 * by the login limits (decision 013), not logged per account, so every entry is a success.
 */
export async function listLogins({
  db,
  viewer,
  userId,
}: ListLoginsOptions): Promise<TLoginHistory> {
  await authorize(viewer, 'user.inspect', { ownerId: userId });
  await findUser({ db, id: userId });
  const rows = await db
    .select({
      id: accountLogs.id,
      createdAt: accountLogs.createdAt,
      ip: accountLogs.ip,
      userAgent: accountLogs.userAgent,
      total: sql<number>`count(*) OVER ()::int`,
    })
    .from(accountLogs)
    .where(and(eq(accountLogs.accountId, userId), eq(accountLogs.event, 'session.create')))
    .orderBy(desc(accountLogs.createdAt), desc(accountLogs.id))
    .limit(LOGINS_LIMIT);
  return {
    total: rows[0]?.total ?? 0,
    logins: rows.map((row) => {
      const info = clientInfo(row.userAgent, row.ip);
      return {
        $id: String(row.id),
        time: row.createdAt.toISOString(),
        ip: row.ip ?? '',
        userAgent: row.userAgent ?? '',
        client: [info.clientName, info.clientVersion].filter(Boolean).join(' '),
        device: [info.osName, info.osVersion, info.deviceName].filter(Boolean).join(' '),
        success: true,
      };
    }),
  };
}
