import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TListQuery, TReferralList } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';

const REFERRAL_LIST: ListSpec = {
  table: users,
  id: users.id,
  attributes: {
    $id: { column: users.id, type: 'string' },
    $createdAt: { column: users.createdAt, type: 'datetime' },
    name: { column: users.name, type: 'string' },
    isActive: { column: users.isActive, type: 'boolean' },
  },
  searchColumns: [users.name],
  defaultOrder: [{ attribute: '$createdAt', direction: 'desc' }],
};

/** The people who signed up with this referral id: newest first, searchable by name. */
export async function listReferrals({
  db,
  referralId,
  query,
}: {
  db: DbOrTx;
  referralId: string;
  query: TListQuery;
}): Promise<TReferralList> {
  const { total, rows } = await runListQuery({
    db,
    spec: REFERRAL_LIST,
    scope: and(eq(users.referrerId, referralId), isNull(users.deletedAt)),
    query,
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select({
          id: users.id,
          name: users.name,
          isActive: users.isActive,
          avatar: users.avatar,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
          // The books say what became of the bonus (decision 037): the resolution of its pending
          // money transfer, or none yet.
          bonusStatus: sql<'pending' | 'paid' | 'void' | null>`(
            SELECT CASE r.phase WHEN 'post' THEN 'paid' WHEN 'void' THEN 'void'
              ELSE CASE WHEN p.id IS NULL THEN NULL ELSE 'pending' END END
            FROM ledger_transfers p
            LEFT JOIN ledger_transfers r ON r.pending_id = p.id
            WHERE p.reference = 'referral:' || "users"."id" AND p.ledger = 'usd' AND p.phase = 'pending'
            LIMIT 1)`,
        })
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    total,
    referrals: rows.map((r) => ({
      $id: r.id,
      $createdAt: r.createdAt.toISOString(),
      $updatedAt: r.updatedAt.toISOString(),
      name: r.name,
      isActive: r.isActive,
      avatar: r.avatar,
      bonusStatus: r.bonusStatus,
    })),
  };
}
