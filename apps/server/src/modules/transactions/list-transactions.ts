import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TTransactionList, ZTransactionQuery } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';
import { cursorCondition, pageOf } from '../../lib/keyset-cursor.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { toTransactionDto } from './to-transaction-dto.ts';

/**
 * Newest first, keyset-paginated, searchable by id / crypto / description, filterable by status;
 * `userId` limits it to one owner (a user's own list), absent for the admin list.
 */
export async function listTransactions(
  db: DbOrTx,
  query: z.output<typeof ZTransactionQuery>,
  userId?: string,
  options: { withOwner?: boolean } = {},
): Promise<TTransactionList> {
  const conditions: (SQL | undefined)[] = [
    userId ? eq(transactions.userId, userId) : undefined,
    query.status ? eq(transactions.status, query.status) : undefined,
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(transactions.transactionId, pattern),
        ilike(transactions.crypto, pattern),
        ilike(transactions.description, pattern),
      ),
    );
  }
  const filter = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ row: transactions, ownerName: users.name, ownerEmail: users.email })
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .where(and(filter, cursorCondition(query.cursor, transactions.createdAt, transactions.id)))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(query.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(transactions)
      .where(filter),
  ]);
  const { page, nextCursor } = pageOf(
    rows.map((r) => ({ ...r, id: r.row.id, createdAt: r.row.createdAt })),
    query.limit,
  );
  return {
    total,
    transactions: page.map(({ row, ownerName, ownerEmail }) => ({
      ...toTransactionDto(row),
      ...(options.withOwner ? { owner: { name: ownerName, email: ownerEmail } } : {}),
    })),
    nextCursor,
  };
}
