import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentMethods, plans, transactions, users } from '../../db/schema.ts';

interface Entry {
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

interface AuditNames {
  /** A target's words by `${targetType}:${targetId}`. */
  targets: Map<string, string>;
  /** A user's name by id. */
  users: Map<string, string>;
}

const userIdIn = (value: unknown): string | undefined => {
  const id = (value as { userId?: unknown } | null)?.userId;
  return typeof id === 'string' ? id : undefined;
};

/**
 * The names an audit page shows instead of ids: users (targets, transaction owners, `userId` in
 * before/after), plans' titles and payment methods' names, each read with one query per kind.
 * Deleted rows keep no name: their id stays.
 */
export async function auditNames({
  db,
  entries,
}: {
  db: DbOrTx;
  entries: readonly Entry[];
}): Promise<AuditNames> {
  const ids = (type: string) => [
    ...new Set(entries.filter((e) => e.targetType === type).map((e) => e.targetId)),
  ];
  const txIds = ids('transaction');
  const owners = txIds.length
    ? await db
        .select({ id: transactions.id, userId: transactions.userId })
        .from(transactions)
        .where(inArray(transactions.id, txIds))
    : [];
  const userIds = [
    ...new Set([
      ...ids('user'),
      ...owners.map((row) => row.userId),
      ...entries.flatMap((e) => [userIdIn(e.before), userIdIn(e.after)]).filter((id) => !!id),
    ]),
  ] as string[];
  const planIds = ids('plan');
  const methodIds = ids('payment_method');
  const [userRows, planRows, methodRows] = await Promise.all([
    userIds.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
      : [],
    planIds.length
      ? db.select({ id: plans.id, name: plans.title }).from(plans).where(inArray(plans.id, planIds))
      : [],
    methodIds.length
      ? db
          .select({ id: paymentMethods.id, name: paymentMethods.name })
          .from(paymentMethods)
          .where(inArray(paymentMethods.id, methodIds))
      : [],
  ]);
  const userNames = new Map(userRows.filter((u) => u.name).map((u) => [u.id, u.name]));
  const targets = new Map<string, string>();
  for (const [id, name] of userNames) targets.set(`user:${id}`, name);
  for (const row of planRows) targets.set(`plan:${row.id}`, row.name);
  for (const row of methodRows) targets.set(`payment_method:${row.id}`, row.name);
  for (const row of owners) {
    const owner = userNames.get(row.userId);
    if (owner) targets.set(`transaction:${row.id}`, owner);
  }
  return { targets, users: userNames };
}
