import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { accountLogs, sessions } from '../../db/schema.ts';
import { clientInfo } from './client-info.ts';
import type { RequestOrigin } from './write-account-log.ts';

/** How far back a browser and address pair counts as known: older ones sign in as new. */
const KNOWN_DEVICE_DAYS = 90;

export interface SeenDeviceOptions {
  db: DbOrTx;
  accountId: string;
  origin: RequestOrigin;
  now: Date;
}

/** Equal, a missing value matching a missing one (as `IS NOT DISTINCT FROM`). */
const same = (column: AnyPgColumn, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/**
 * Whether the account was used from this user agent and IP in the last KNOWN_DEVICE_DAYS: a live
 * or ended session of it (its row, while it exists) or any event of its account log (which keeps
 * the sessions that ended). Asked before a sign-in writes its own session and log.
 */
export async function seenDevice({ db, accountId, origin, now }: SeenDeviceOptions) {
  const since = new Date(now.getTime() - KNOWN_DEVICE_DAYS * 86_400_000);
  const ip = origin.ip ?? null;
  const userAgent = origin.userAgent?.slice(0, 300) ?? null;
  // One statement: a session row or an account-log event from this browser and address.
  const matches = (table: typeof sessions | typeof accountLogs) =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(
        and(
          eq(table.accountId, accountId),
          gt(table.createdAt, since),
          same(table.ip, ip),
          same(table.userAgent, userAgent),
        ),
      );
  const [row] = rowsOf<{ seen: boolean }>(
    await db.execute(
      sql`SELECT EXISTS (${matches(sessions)}) OR EXISTS (${matches(accountLogs)}) AS seen`,
    ),
  );
  return row?.seen === true;
}

/** "Firefox 130.0 on Linux, IP 203.0.113.9": what a new-sign-in notice says of the device. */
export function deviceDescription(origin: RequestOrigin): string {
  const info = clientInfo(origin.userAgent, origin.ip);
  const client = [info.clientName, info.clientVersion].filter(Boolean).join(' ');
  const os = [info.osName, info.osVersion].filter(Boolean).join(' ');
  const what = client
    ? `${client}${os ? ` on ${os}` : ''}`
    : (origin.userAgent?.slice(0, 100) ?? 'an unknown browser');
  return info.ip ? `${what}, IP ${info.ip}` : what;
}
