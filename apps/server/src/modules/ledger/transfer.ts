import { sql, type SQL } from 'drizzle-orm';
import { assertCents } from '@copyvest/shared';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { executePrepared } from '../../db/execute-named.ts';
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
  const prepared = prepareTransfer(options);
  const { shape, key, values } = prepared;
  if (shape.keyed) {
    if (shape.legs !== 1) throw new RangeError('a keyed transfer has one leg');
    const [result] = rowsOf<TransferredUser & { entered: number }>(
      await executePrepared(tx, key, () => keyedStatement(shape), values),
    );
    if (result!.entered === 0) return null;
    // Only credits are keyed; a credit that did not change the user means the user is gone.
    if (result!.id === null) {
      throw new Error(`ledger: keyed transfer for ${prepared.userId} did not apply`);
    }
    return pick(result!);
  }
  const [result] = rowsOf<TransferredUser>(
    await executePrepared(tx, key, () => plainStatement(shape), values),
  );
  return result ? pick(result) : null;
}

/**
 * A transfer checked and turned into its statement's shape and values, not run: `transfer` runs
 * it alone; a statement that writes it with other rows (a withdrawal's hold with its row,
 * decision 066) takes its parts, `heldFigures` and `transferLegs`. Its values are named `user`,
 * `at`, `phase`, `reason`, `reference`, `unique_key`, `actor`, `max`, `min`, `d_<figure>` and
 * `l<i>_<field>`.
 */
export interface PreparedTransfer {
  shape: Shape;
  /** What the statement's text depends on, as a string (`executePrepared`'s shape). */
  key: string;
  values: Record<string, unknown>;
  userId: string;
}

export function prepareTransfer(options: Omit<TransferOptions, 'tx'>): PreparedTransfer {
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
  const readOnly = FIGURES.every((column) => deltas[column] === 0);
  const { max, min } = options.limit ?? {};
  // The statement's text depends on these alone: built once per shape, run with this call's values.
  const shape: Shape = {
    keyed: options.uniqueKey !== undefined,
    legs: legs.length,
    readOnly,
    bounded: readOnly ? null : boundedFigure(deltas, options),
    max: max !== undefined,
    min: min !== undefined,
  };
  const values: Record<string, unknown> = {
    user: userId,
    at: options.at.toISOString(),
    phase,
    reason: options.reason,
    reference: options.reference ?? null,
    unique_key: options.uniqueKey ?? null,
    actor: options.actorId ?? null,
    max: max ?? null,
    min: min ?? null,
    ...Object.fromEntries(FIGURES.map((column) => [`d_${column}`, deltas[column]])),
  };
  legs.forEach((leg, i) => {
    const ledger = ledgerOf(leg.debit);
    if (ledgerOf(leg.credit) !== ledger) throw new RangeError('a transfer stays within one ledger');
    Object.assign(values, {
      [`l${i}_ledger`]: ledger,
      [`l${i}_debit`]: accountName(leg.debit),
      [`l${i}_credit`]: accountName(leg.credit),
      [`l${i}_amount`]: leg.amount,
    });
  });
  return { shape, key: `transfer|${Object.values(shape).join('|')}`, values, userId };
}

/**
 * The conditional change of a prepared transfer's figures, as a statement of its own `WITH`
 * (`extra`: more conditions), returning the user's id, name and e-mail when it applied.
 */
export function heldFigures(prepared: PreparedTransfer, extra: SQL): SQL {
  return updateUser(prepared.shape, extra);
}

/** A prepared transfer's rows for `INSERT INTO ledger_transfers <columns> VALUES …`. */
export function transferLegs(prepared: PreparedTransfer): { columns: SQL; rows: SQL } {
  return { columns: COLUMNS, rows: legRows(prepared.shape) };
}

type Shape = {
  keyed: boolean;
  legs: number;
  readOnly: boolean;
  /** The one figure a limit bounds, if any. */
  bounded: Figure | null;
  max: boolean;
  min: boolean;
};

/** The transfer first: its unique key decides whether the figures change at all. */
function keyedStatement(shape: Shape): SQL {
  return sql`
    WITH entry AS (
      INSERT INTO ledger_transfers ${COLUMNS} VALUES ${legRows(shape)}
      ON CONFLICT (unique_key) DO NOTHING RETURNING id),
    changed AS (${updateUser(shape, sql`AND EXISTS (SELECT 1 FROM entry)`)})
    SELECT (SELECT count(*) FROM entry)::int AS entered, changed.* FROM (SELECT 1) one
    LEFT JOIN changed ON true`;
}

/** The figures first: the transfers are written only when they changed. */
function plainStatement(shape: Shape): SQL {
  return sql`
    WITH changed AS (${updateUser(shape, sql``)}),
    entry AS (
      INSERT INTO ledger_transfers ${COLUMNS}
      SELECT v.* FROM (VALUES ${legRows(shape)}) v WHERE EXISTS (SELECT 1 FROM changed))
    SELECT * FROM changed`;
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

/** The figure a limit bounds: exactly one changed figure; null without a limit. */
function boundedFigure(
  deltas: FigureDeltas,
  options: Pick<TransferOptions, 'limit'>,
): Figure | null {
  const { max, min } = options.limit ?? {};
  if (max === undefined && min === undefined) return null;
  const changed = (['balance', 'profit', 'bonus'] as const).filter((f) => deltas[f] !== 0);
  if (changed.length !== 1) throw new RangeError('a limit bounds exactly one changed figure');
  return changed[0]!;
}

const value = (name: string) => sql.placeholder(name);

/**
 * The conditional UPDATE of the user's figures, returning who they are when it applied; a read of
 * the user when nothing changes.
 */
function updateUser(shape: Shape, extra: SQL): SQL {
  if (shape.readOnly) {
    // A pending credit changes no figure: the user is only read (no write, no change notice).
    return sql`SELECT id, name, email FROM users WHERE id = ${value('user')} ${extra}`;
  }
  const after = (column: Figure | 'held') =>
    sql`${sql.identifier(column)} + ${value(`d_${column}`)}::bigint`;
  const bounds: SQL[] = [];
  if (shape.bounded && shape.max) {
    bounds.push(sql`AND ${after(shape.bounded)} <= ${value('max')}::bigint`);
  }
  if (shape.bounded && shape.min) {
    bounds.push(sql`AND ${after(shape.bounded)} >= ${value('min')}::bigint`);
  }
  return sql`UPDATE users SET balance = ${after('balance')}, profit = ${after('profit')},
      bonus = ${after('bonus')}, held = ${after('held')},
      updated_at = ${value('at')}::timestamptz
    WHERE id = ${value('user')} AND ${after('balance')} - (${after('held')}) >= 0
      AND ${after('profit')} >= 0 AND ${after('bonus')} >= 0 AND ${after('held')} >= 0
      ${sql.join(bounds, sql` `)} ${extra}
    RETURNING id, name, email`;
}

const FIGURES = ['balance', 'profit', 'bonus', 'held'] as const;

const COLUMNS = sql.raw(
  '(ledger, debit_account, credit_account, amount, phase, reason, reference, unique_key, actor_id, created_at)',
);

/** The legs' rows, every value a placeholder (`l<i>_…` per leg). */
function legRows(shape: Shape): SQL {
  return sql.join(
    Array.from(
      { length: shape.legs },
      (_, i) => sql`(${value(`l${i}_ledger`)}::text, ${value(`l${i}_debit`)}::text,
      ${value(`l${i}_credit`)}::text, ${value(`l${i}_amount`)}::bigint, ${value('phase')}::text,
      ${value('reason')}::text, ${value('reference')}::text, ${value('unique_key')}::text,
      ${value('actor')}::text, ${value('at')}::timestamptz)`,
    ),
    sql`, `,
  );
}
