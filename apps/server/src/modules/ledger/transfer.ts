import { sql, type SQL } from 'drizzle-orm';
import { assertCents } from '@copyvest/shared';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { executeNamed } from '../../db/execute-named.ts';
import { accountName, ledgerOf, type Account, type Figure } from './accounts.ts';
import { figureDeltas, type FigureDeltas } from './figure-deltas.ts';

/** One movement of positive cents from `debit` to `credit`. */
export interface TransferLeg {
  debit: Account;
  credit: Account;
  amount: number;
}

export interface TransferOptions {
  tx: DbOrTx;
  /** The movements of one operation; legs of 0 cents are left out. At most one user takes part. */
  legs: TransferLeg[];
  /** A pending (two-phase) transfer: a debit reserves (held), a credit waits; `resolvePending`. */
  pending?: boolean;
  reason: string;
  /** The operation's reference (a transaction id, a trade id, …). */
  reference?: string;
  /** Makes a one-leg transfer happen at most once for this key (an accrual's day). */
  uniqueKey?: string;
  actorId?: string;
  at: Date;
  /** Bounds (cents) the one changed figure must stay within, besides its floor. */
  limit?: { max?: number; min?: number };
}

/** The user whose figures the transfer changed. */
export interface TransferredUser {
  id: string;
  name: string;
  email: string;
}

/**
 * Moves money in the double-entry books (decision 037), in the caller's transaction and in one
 * statement: the user's stored figures change by what the legs move (conditionally: a figure never
 * goes below zero, a balance never below what pending debits hold), and the transfers are written
 * only when they did. Returns the user, or null when a debit did not fit or the unique key was
 * already used: then nothing changed.
 */
export async function transfer(options: TransferOptions): Promise<TransferredUser | null> {
  const { tx } = options;
  const legs = options.legs.filter((leg) => {
    assertCents(leg.amount);
    if (leg.amount < 0) throw new RangeError(`a transfer moves positive cents: ${leg.amount}`);
    return leg.amount > 0;
  });
  if (legs.length === 0) throw new RangeError('a transfer needs at least one leg of cents');
  const userId = onlyUser(legs);
  const phase = options.pending ? 'pending' : 'posted';
  const deltas = figureDeltas(
    legs.map((leg) => ({ ...leg, debit: accountName(leg.debit), credit: accountName(leg.credit) })),
    phase,
  ).get(userId) ?? { balance: 0, profit: 0, bonus: 0, held: 0 };
  const rows = sql.join(
    legs.map((leg) => transferRow(leg, phase, options)),
    sql`, `,
  );
  if (options.uniqueKey !== undefined) {
    if (legs.length !== 1) throw new RangeError('a keyed transfer has one leg');
    // The transfer first: its unique key decides whether the figures change at all.
    const [result] = rowsOf<TransferredUser & { entered: number }>(
      await executeNamed(
        tx,
        sql`
        WITH entry AS (
          INSERT INTO ledger_transfers ${COLUMNS} VALUES ${rows}
          ON CONFLICT (unique_key) DO NOTHING RETURNING id),
        changed AS (${updateUser(userId, deltas, options, sql`AND EXISTS (SELECT 1 FROM entry)`)})
        SELECT (SELECT count(*) FROM entry)::int AS entered, changed.* FROM (SELECT 1) one
        LEFT JOIN changed ON true`,
      ),
    );
    if (result!.entered === 0) return null;
    // Only credits are keyed; a credit that did not change the user means the user is gone.
    if (result!.id === null) throw new Error(`ledger: keyed transfer for ${userId} did not apply`);
    return pick(result!);
  }
  const [result] = rowsOf<TransferredUser>(
    await executeNamed(
      tx,
      sql`
      WITH changed AS (${updateUser(userId, deltas, options, sql``)}),
      entry AS (
        INSERT INTO ledger_transfers ${COLUMNS}
        SELECT v.* FROM (VALUES ${rows}) v WHERE EXISTS (SELECT 1 FROM changed))
      SELECT * FROM changed`,
    ),
  );
  return result ? pick(result) : null;
}

function pick({ id, name, email }: TransferredUser): TransferredUser {
  return { id, name, email };
}

/** The one user the legs touch; a transfer between two users is not an operation we have. */
function onlyUser(legs: TransferLeg[]): string {
  const users = new Set<string>();
  for (const leg of legs) {
    for (const side of [leg.debit, leg.credit]) if ('user' in side) users.add(side.user);
  }
  if (users.size !== 1) throw new RangeError(`a transfer involves one user, not ${users.size}`);
  return [...users][0]!;
}

/**
 * The conditional UPDATE of the user's figures, returning who they are when it applied; a read of
 * the user when nothing changes.
 */
function updateUser(
  userId: string,
  deltas: FigureDeltas,
  options: TransferOptions,
  extra: SQL,
): SQL {
  if (FIGURES.every((column) => deltas[column] === 0)) {
    // A pending credit changes no figure: the user is only read (no write, no change notice).
    return sql`SELECT id, name, email FROM users WHERE id = ${userId} ${extra}`;
  }
  const after = (column: Figure | 'held') =>
    sql`${sql.identifier(column)} + ${deltas[column]}::bigint`;
  const changed = (['balance', 'profit', 'bonus'] as const).filter((f) => deltas[f] !== 0);
  const bounds: SQL[] = [];
  const { max, min } = options.limit ?? {};
  if ((max !== undefined || min !== undefined) && changed.length !== 1) {
    throw new RangeError('a limit bounds exactly one changed figure');
  }
  if (max !== undefined) bounds.push(sql`AND ${after(changed[0]!)} <= ${max}::bigint`);
  if (min !== undefined) bounds.push(sql`AND ${after(changed[0]!)} >= ${min}::bigint`);
  return sql`UPDATE users SET balance = ${after('balance')}, profit = ${after('profit')},
      bonus = ${after('bonus')}, held = ${after('held')},
      updated_at = ${options.at.toISOString()}::timestamptz
    WHERE id = ${userId} AND ${after('balance')} - (${after('held')}) >= 0
      AND ${after('profit')} >= 0 AND ${after('bonus')} >= 0 AND ${after('held')} >= 0
      ${sql.join(bounds, sql` `)} ${extra}
    RETURNING id, name, email`;
}

const FIGURES = ['balance', 'profit', 'bonus', 'held'] as const;

const COLUMNS = sql.raw(
  '(ledger, debit_account, credit_account, amount, phase, reason, reference, unique_key, actor_id, created_at)',
);

function transferRow(leg: TransferLeg, phase: 'pending' | 'posted', options: TransferOptions): SQL {
  const ledger = ledgerOf(leg.debit);
  if (ledgerOf(leg.credit) !== ledger) throw new RangeError('a transfer stays within one ledger');
  return sql`(${ledger}::text, ${accountName(leg.debit)}::text, ${accountName(leg.credit)}::text,
    ${leg.amount}::bigint, ${phase}::text, ${options.reason}::text, ${options.reference ?? null}::text,
    ${options.uniqueKey ?? null}::text, ${options.actorId ?? null}::text,
    ${options.at.toISOString()}::timestamptz)`;
}
