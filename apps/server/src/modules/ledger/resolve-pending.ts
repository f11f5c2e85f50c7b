import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { executePrepared } from '../../db/execute-named.ts';
import type { TransferredUser } from './transfer.ts';

export interface ResolvePendingOptions {
  tx: DbOrTx;
  /** Which pending transfers: those of an operation's reference, or those with these keys. */
  of: { reference: string } | { uniqueKeys: string[] };
  /** `post` completes them (the money moves), `void` cancels them (a hold is released). */
  outcome: 'post' | 'void';
  actorId?: string;
  at: Date;
}

export interface ResolvedPending {
  /** How many pending transfers were settled now (0: none was open). */
  resolved: number;
  /** The transfers settled now. */
  transfers: {
    ledger: 'usd' | 'bonus';
    debitAccount: string;
    creditAccount: string;
    amount: number;
  }[];
  /** The users whose figures changed (a void of a pending credit changes none). */
  users: TransferredUser[];
}

/**
 * Posts or voids every still-open pending transfer of `of`, in one statement: one `post` or
 * `void` row per pending transfer (the database allows one per pending transfer and checks it
 * repeats the pending one), and the users' figures change as `figureDeltas` says (a post moves the
 * money and releases the hold, a void only releases the hold).
 */
export async function resolvePending(options: ResolvePendingOptions): Promise<ResolvedPending> {
  const { tx, of, outcome } = options;
  const keys = 'reference' in of ? null : of.uniqueKeys;
  const values: Record<string, unknown> = {
    reference: 'reference' in of ? of.reference : null,
    outcome,
    post: outcome === 'post',
    actor: options.actorId ?? null,
    at: options.at.toISOString(),
    ...Object.fromEntries((keys ?? []).map((key, i) => [`key_${i}`, key])),
  };
  // Built once per shape (by reference, or by so many keys), run with this call's values.
  const shape = `resolve-pending|${keys === null ? 'reference' : `keys:${keys.length}`}`;
  const [row] = rowsOf<ResolvedPending>(
    await executePrepared(tx, shape, () => resolveStatement(keys?.length ?? null), values),
  );
  return row!;
}

const value = (name: string) => sql.placeholder(name);

/** The statement, every value a placeholder; `keyCount` null: by reference. */
function resolveStatement(keyCount: number | null): SQL {
  const which =
    keyCount === null
      ? sql`p.reference = ${value('reference')}`
      : sql`p.unique_key IN (${sql.join(
          Array.from({ length: keyCount }, (_, i) => sql`${value(`key_${i}`)}`),
          sql`, `,
        )})`;
  const post = sql`${value('post')}::boolean`;
  return sql`
    WITH open AS (
      SELECT p.* FROM ledger_transfers p
      WHERE ${which} AND p.phase = 'pending'
        AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)),
    res AS (
      INSERT INTO ledger_transfers
        (ledger, debit_account, credit_account, amount, phase, pending_id, reason, reference, actor_id, created_at)
      SELECT ledger, debit_account, credit_account, amount, ${value('outcome')}::text, id, reason,
        reference, ${value('actor')}::text, ${value('at')}::timestamptz
      FROM open ORDER BY id
      RETURNING ledger, debit_account, credit_account, amount),
    sides AS (
      SELECT split_part(debit_account, ':', 2) AS user_id,
        split_part(debit_account, ':', 3) AS figure, -amount AS signed
      FROM res WHERE debit_account LIKE 'user:%'
      UNION ALL
      SELECT split_part(credit_account, ':', 2), split_part(credit_account, ':', 3), amount
      FROM res WHERE credit_account LIKE 'user:%'),
    d AS (
      SELECT user_id,
        COALESCE(sum(signed) FILTER (WHERE figure = 'balance' AND ${post}), 0) AS balance,
        COALESCE(sum(signed) FILTER (WHERE figure = 'profit' AND ${post}), 0) AS profit,
        COALESCE(sum(signed) FILTER (WHERE figure = 'bonus' AND ${post}), 0) AS bonus,
        COALESCE(sum(signed) FILTER (WHERE figure = 'balance' AND signed < 0), 0) AS held
      FROM sides GROUP BY user_id),
    changed AS (
      UPDATE users u SET balance = u.balance + d.balance, profit = u.profit + d.profit,
        bonus = u.bonus + d.bonus, held = u.held + d.held,
        updated_at = ${value('at')}::timestamptz
      FROM d WHERE u.id = d.user_id
        AND (d.balance <> 0 OR d.profit <> 0 OR d.bonus <> 0 OR d.held <> 0)
      RETURNING u.id, u.name, u.email)
    SELECT (SELECT count(*) FROM res)::int AS resolved,
      COALESCE((SELECT json_agg(json_build_object('ledger', ledger, 'debitAccount', debit_account,
        'creditAccount', credit_account, 'amount', amount)) FROM res), '[]') AS transfers,
      COALESCE((SELECT json_agg(json_build_object('id', id, 'name', name, 'email', email)) FROM changed), '[]') AS users`;
}
