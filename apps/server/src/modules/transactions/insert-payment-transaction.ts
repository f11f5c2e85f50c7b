import { type Column, eq, getTableColumns, is, type Placeholder, sql, SQL } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { executePrepared } from '../../db/execute-named.ts';
import { paymentMethods, transactions } from '../../db/schema.ts';
import { newId, newTransactionId } from '../../lib/ids.ts';
import type { AnswerKey, StoredRow } from '../idempotency/index.ts';
import { accountName, ledgerOf, type Account } from '../ledger/index.ts';
import type { NewTransaction, TransactionRow } from './insert-transaction.ts';

export interface InsertPaymentTransactionOptions {
  tx: DbOrTx;
  /**
   * Everything but what the payment method gives: `crypto`, `paymentMethodId`, `description` and
   * the description's parameters (`{ method }`, its name); `descriptionCode` says which words.
   */
  values: Omit<NewTransaction, 'crypto' | 'paymentMethodId' | 'description' | 'descriptionParams'>;
  paymentMethodId: string;
  /** The description: these words around the method's name ("Deposit via " + name). */
  description: { before: string; after?: string };
  id?: string;
  drawTransactionId?: () => string;
  /**
   * A pending transfer of the row's amount written by the same statement, referencing the row's
   * transaction id (a deposit's pending credit, decision 037). It must change no stored figure.
   */
  pendingTransfer?: { debit: Account; credit: Account; reason: string };
  /** The request's key, written by the same statement with the inserted row (decision 063). */
  answerKey?: AnswerKey;
}

/** Every column but the identity (`seq`), in the table's order. */
const COLUMNS = Object.values(getTableColumns(transactions));
const INSERTED = COLUMNS.filter((column) => column.generatedIdentity === undefined);

/**
 * Inserts a deposit or withdrawal paid through a payment method, reading the method in the same
 * statement (`INSERT … SELECT … FROM payment_methods WHERE id = …`): its name becomes `crypto`
 * (a snapshot that survives the method's deletion) and part of the description. Null when the
 * method does not exist. A fresh unique `TNX-` id as `insertTransaction` draws it.
 *
 * The statement's text depends only on which values are given and which parts it has, so it is
 * built once per such shape with placeholders, and run with this call's values (`executePrepared`):
 * drizzle building it at every call was about a tenth of the server's time on a keyed deposit.
 */
export async function insertPaymentTransaction({
  tx,
  values,
  paymentMethodId,
  description,
  id = newId(),
  drawTransactionId = newTransactionId,
  pendingTransfer,
  answerKey,
}: InsertPaymentTransactionOptions): Promise<TransactionRow | null> {
  const chosen: Partial<Record<keyof TransactionRow, unknown>> = { ...values, id };
  const given = INSERTED.filter(
    (column) => column.name === 'transaction_id' || chosen[keyOf(column.name)] !== undefined,
  );
  const shape = [
    'insert-payment-transaction',
    given.map((column) => column.name).join(','),
    pendingTransfer ? 'pending' : '',
    answerKey ? 'key' : '',
  ].join('|');
  const shared: Record<string, unknown> = {
    method_id: paymentMethodId,
    description_before: description.before,
    description_after: description.after ?? '',
    ...(pendingTransfer && {
      transfer_ledger: ledgerOf(pendingTransfer.debit),
      transfer_debit: accountName(pendingTransfer.debit),
      transfer_credit: accountName(pendingTransfer.credit),
      transfer_reason: pendingTransfer.reason,
    }),
    ...answerKey?.takeValues(),
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    const params: Record<string, unknown> = { ...shared };
    for (const column of given) {
      const value =
        column.name === 'transaction_id' ? drawTransactionId() : chosen[keyOf(column.name)];
      params[`v_${column.name}`] = value === null ? null : column.mapToDriverValue(value);
    }
    const [raw] = rowsOf<Record<string, unknown>>(
      await executePrepared(
        tx,
        shape,
        () => insertStatement({ given, pendingTransfer: !!pendingTransfer, answerKey }),
        params,
      ),
    );
    const row = raw && toRow(raw, COLUMNS);
    if (row) return row;
    // Nothing inserted: the method does not exist, or (rarely) the drawn id was taken.
    const [method] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, paymentMethodId))
      .limit(1);
    if (!method) return null;
  }
  throw new Error('could not allocate a unique transaction id');
}

type InsertStatementOptions = {
  given: Column[];
  pendingTransfer: boolean;
  answerKey: AnswerKey | undefined;
};

/** The statement of one shape, every value a placeholder (`v_<column>` for the row's). */
function insertStatement({ given, pendingTransfer, answerKey }: InsertStatementOptions): SQL {
  const value = (name: string): Placeholder => sql.placeholder(name);
  const fromMethod: Partial<Record<keyof TransactionRow, SQL>> = {
    crypto: sql`${paymentMethods.name}`,
    paymentMethodId: sql`${paymentMethods.id}`,
    description: sql`${value('description_before')}::text || ${paymentMethods.name} || ${value('description_after')}::text`,
    descriptionParams: sql`jsonb_build_object('method', ${paymentMethods.name})`,
  };
  // A value left out takes the column's default, as it would in VALUES.
  const selected = INSERTED.map((column) => {
    const derived = fromMethod[keyOf(column.name)];
    if (derived) return derived;
    if (given.includes(column)) return sql`${value(`v_${column.name}`)}`;
    if (is(column.default, SQL)) return column.default;
    return column.default === undefined ? sql`NULL` : sql.param(column.default, column);
  });
  const insert = sql`
    INSERT INTO ${transactions} (${sql.join(
      INSERTED.map((column) => sql.identifier(column.name)),
      sql`, `,
    )})
    SELECT ${sql.join(selected, sql`, `)} FROM ${paymentMethods}
    WHERE ${paymentMethods.id} = ${value('method_id')}
    ON CONFLICT (transaction_id) DO NOTHING
    RETURNING *`;
  const also: SQL[] = [];
  if (pendingTransfer) {
    also.push(sql`transfer AS (
      INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
        reference, created_at)
      SELECT ${value('transfer_ledger')}, ${value('transfer_debit')}, ${value('transfer_credit')},
        inserted.amount, 'pending', ${value('transfer_reason')}, inserted.transaction_id,
        inserted.created_at
      FROM inserted)`);
  }
  if (answerKey) also.push(sql`answer_key AS (${answerKey.insertFrom(sql`inserted`)})`);
  return also.length > 0
    ? sql`WITH inserted AS (${insert}), ${sql.join(also, sql`, `)} SELECT * FROM inserted`
    : insert;
}

const keyByName = new Map(
  Object.entries(getTableColumns(transactions)).map(([key, column]) => [column.name, key]),
);
function keyOf(name: string) {
  return keyByName.get(name) as keyof TransactionRow;
}

/** A row an answer key stored (decision 063), as `insertPaymentTransaction` returned it. */
export function transactionRowFromStored(stored: StoredRow): TransactionRow {
  return toRow(stored, COLUMNS);
}

/** A returned row as drizzle would map it: property names and driver values to JS values. */
function toRow(raw: Record<string, unknown>, columns: Column[]): TransactionRow {
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    const value = raw[column.name];
    row[keyOf(column.name)] =
      value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TransactionRow;
}
