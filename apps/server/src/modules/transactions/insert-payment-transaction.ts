import { type Column, eq, getTableColumns, is, sql, SQL } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { executeNamed } from '../../db/execute-named.ts';
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
  /** The description, from the method's name (an SQL text expression). */
  describe: (methodName: SQL) => SQL;
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

/**
 * Inserts a deposit or withdrawal paid through a payment method, reading the method in the same
 * statement (`INSERT … SELECT … FROM payment_methods WHERE id = …`): its name becomes `crypto`
 * (a snapshot that survives the method's deletion) and part of the description. Null when the
 * method does not exist. A fresh unique `TNX-` id as `insertTransaction` draws it.
 */
export async function insertPaymentTransaction({
  tx,
  values,
  paymentMethodId,
  describe,
  id = newId(),
  drawTransactionId = newTransactionId,
  pendingTransfer,
  answerKey,
}: InsertPaymentTransactionOptions): Promise<TransactionRow | null> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const chosen: Partial<Record<keyof TransactionRow, unknown>> = {
      ...values,
      id,
      transactionId: drawTransactionId(),
    };
    const fromMethod: Partial<Record<keyof TransactionRow, SQL>> = {
      crypto: sql`${paymentMethods.name}`,
      paymentMethodId: sql`${paymentMethods.id}`,
      description: describe(sql`${paymentMethods.name}`),
      descriptionParams: sql`jsonb_build_object('method', ${paymentMethods.name})`,
    };
    // Every column but the identity (`seq`), in the table's order; a value left out takes the
    // column's default, as it would in VALUES.
    const columns = Object.values(getTableColumns(transactions));
    const inserted = columns.filter((column) => column.generatedIdentity === undefined);
    const selected = inserted.map((column) => {
      const key = keyOf(column.name);
      const derived = fromMethod[key];
      if (derived) return derived;
      const value = chosen[key];
      if (value !== undefined) return sql.param(value, column);
      if (is(column.default, SQL)) return column.default;
      return column.default === undefined ? sql`NULL` : sql.param(column.default, column);
    });
    const insert = sql`
        INSERT INTO ${transactions} (${sql.join(
          inserted.map((column) => sql.identifier(column.name)),
          sql`, `,
        )})
        SELECT ${sql.join(selected, sql`, `)} FROM ${paymentMethods}
        WHERE ${paymentMethods.id} = ${paymentMethodId}
        ON CONFLICT (transaction_id) DO NOTHING
        RETURNING *`;
    const also: SQL[] = [];
    if (pendingTransfer) {
      also.push(sql`transfer AS (
        INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase,
          reason, reference, created_at)
        SELECT ${ledgerOf(pendingTransfer.debit)}, ${accountName(pendingTransfer.debit)},
          ${accountName(pendingTransfer.credit)}, inserted.amount, 'pending',
          ${pendingTransfer.reason}, inserted.transaction_id, inserted.created_at
        FROM inserted)`);
    }
    if (answerKey) also.push(sql`answer_key AS (${answerKey.insertFrom(sql`inserted`)})`);
    const [raw] = rowsOf<Record<string, unknown>>(
      await executeNamed(
        tx,
        also.length > 0
          ? sql`WITH inserted AS (${insert}), ${sql.join(also, sql`, `)} SELECT * FROM inserted`
          : insert,
      ),
    );
    const row = raw && toRow(raw, columns);
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

const keyByName = new Map(
  Object.entries(getTableColumns(transactions)).map(([key, column]) => [column.name, key]),
);
function keyOf(name: string) {
  return keyByName.get(name) as keyof TransactionRow;
}

/** A row an answer key stored (decision 063), as `insertPaymentTransaction` returned it. */
export function transactionRowFromStored(stored: StoredRow): TransactionRow {
  return toRow(stored, Object.values(getTableColumns(transactions)));
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
