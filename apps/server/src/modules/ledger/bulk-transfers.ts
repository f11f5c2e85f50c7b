import { sql } from 'drizzle-orm';
import { assertCents } from '@copyvest/shared';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { accountName, ledgerOf, type Account } from './accounts.ts';
import { figureDeltas } from './figure-deltas.ts';

/** One posted movement of positive cents, with its own reason (several operations' legs). */
export interface BulkLeg {
  debit: Account;
  credit: Account;
  amount: number;
  reason: string;
  reference: string;
  /**
   * Makes the leg happen at most once for this key (an accrual's day). A key already used fails
   * the whole statement (unique violation), so the caller's transaction changes nothing.
   */
  uniqueKey?: string;
  /** When the leg happened, if not `at` (an accrual's day ends before the job runs). */
  at?: Date;
}

export interface PostTransfersOptions {
  tx: DbOrTx;
  /** Legs of 0 cents are left out. Any number of users and copies may take part. */
  legs: BulkLeg[];
  actorId?: string;
  at: Date;
}

/**
 * Posts many transfers at once (decision 043: a copy's settlement touches the platform, the copy,
 * the trader and the follower), with `transfer`'s invariants: every user's stored figures change
 * by exactly what the legs move, and never below their floors. The users' rows are changed in one
 * conditional UPDATE; when any did not fit, this throws and the caller's transaction rolls back,
 * so nothing is written. Copies' equity is the caller's to change in the same transaction.
 */
export async function postTransfers({ tx, legs, actorId, at }: PostTransfersOptions) {
  const moving = legs.filter((leg) => {
    assertCents(leg.amount);
    if (leg.amount < 0) throw new RangeError(`a transfer moves positive cents: ${leg.amount}`);
    return leg.amount > 0;
  });
  if (moving.length === 0) return;
  const named = moving.map((leg) => ({
    ...leg,
    debit: accountName(leg.debit),
    credit: accountName(leg.credit),
    ledger: ledgerOf(leg.debit),
  }));
  for (const leg of moving) {
    if (ledgerOf(leg.credit) !== ledgerOf(leg.debit)) {
      throw new RangeError('a transfer stays within one ledger');
    }
  }
  const deltas = [...figureDeltas(named, 'posted')].filter(([, d]) =>
    [d.balance, d.profit, d.bonus].some((v) => v !== 0),
  );
  if (deltas.length > 0) {
    const values = sql.join(
      deltas.map(
        ([id, d]) =>
          sql`(${id}::text, ${d.balance}::bigint, ${d.profit}::bigint, ${d.bonus}::bigint)`,
      ),
      sql`, `,
    );
    const changed = rowsOf<{ id: string }>(
      await tx.execute(sql`
        UPDATE users u SET balance = u.balance + d.balance, profit = u.profit + d.profit,
          bonus = u.bonus + d.bonus, updated_at = ${at.toISOString()}::timestamptz
        FROM (VALUES ${values}) AS d(id, balance, profit, bonus)
        WHERE u.id = d.id AND u.balance + d.balance - u.held >= 0 AND u.profit + d.profit >= 0
          AND u.bonus + d.bonus >= 0
        RETURNING u.id`),
    );
    if (changed.length !== deltas.length) {
      throw new Error('ledger: a bulk transfer did not fit a user’s figures');
    }
  }
  const rows = sql.join(
    named.map(
      (leg) => sql`(${leg.ledger}::text, ${leg.debit}::text, ${leg.credit}::text,
        ${leg.amount}::bigint, 'posted', ${leg.reason}::text, ${leg.reference}::text,
        ${leg.uniqueKey ?? null}::text, ${actorId ?? null}::text,
        ${(leg.at ?? at).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
      reference, unique_key, actor_id, created_at) VALUES ${rows}`);
}
