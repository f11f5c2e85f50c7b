import { isNull } from 'drizzle-orm';
import type { TListQuery, TUserList } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';
import { toUserDto } from '../accounts/index.ts';

/** What `queries[]` may filter and order users by (amounts in cents). */
export const USER_LIST: ListSpec = {
  table: users,
  id: users.id,
  attributes: {
    $id: { column: users.id, type: 'string' },
    $createdAt: { column: users.createdAt, type: 'datetime' },
    $updatedAt: { column: users.updatedAt, type: 'datetime' },
    name: { column: users.name, type: 'string' },
    email: { column: users.email, type: 'string' },
    phone: { column: users.phone, type: 'string' },
    country: { column: users.country, type: 'string' },
    isAdmin: { column: users.isAdmin, type: 'boolean' },
    isActive: { column: users.isActive, type: 'boolean' },
    isGuest: { column: users.isGuest, type: 'boolean' },
    balance: { column: users.balance, type: 'integer' },
    profit: { column: users.profit, type: 'integer' },
    bonus: { column: users.bonus, type: 'integer' },
    referralId: { column: users.referralId, type: 'string' },
    referrerId: { column: users.referrerId, type: 'string', nullable: true },
  },
  searchColumns: [users.name, users.email],
  defaultOrder: [{ attribute: '$createdAt', direction: 'desc' }],
};

/** The admin list: newest first, searchable by name and e-mail; deleted users are never listed. */
export async function listUsers({
  db,
  query,
}: {
  db: DbOrTx;
  query: TListQuery;
}): Promise<TUserList> {
  const { total, rows } = await runListQuery({
    db,
    spec: USER_LIST,
    scope: isNull(users.deletedAt),
    query,
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { total, users: rows.map(toUserDto) };
}
