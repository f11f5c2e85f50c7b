import { type Column, eq, getTableColumns, is, type Placeholder, sql, SQL } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { executePrepared } from '../../db/execute-named.ts';
import { mailOutbox, paymentMethods, transactions } from '../../db/schema.ts';
import { appError, pgConstraint, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { newId, newTransactionId } from '../../lib/ids.ts';
import type { AnswerKey, StoredRow } from '../idempotency/index.ts';
import {
  accountName,
  heldFigures,
  ledgerOf,
  type Account,
  type PreparedTransfer,
  transferLegs,
} from '../ledger/index.ts';
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
  /**
   * A transfer the row depends on (a withdrawal's hold, decision 066): the same statement changes
   * its figures first, conditionally, and writes the row and the transfer's legs (its reference
   * the row's transaction id) only when they changed; when they did not, nothing is written and
   * the call is refused with `balance_insufficient`.
   */
  hold?: PreparedTransfer;
  /**
   * A mail to the owner the hold returned, queued by the same statement: its data the owner's
   * name, the row's amount, method and transaction id (`withdrawalMail`'s).
   */
  ownerMail?: { template: 'withdrawal-request' };
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
  hold,
  ownerMail,
}: InsertPaymentTransactionOptions): Promise<TransactionRow | null> {
  if (ownerMail && !hold)
    throw new Error('an owner mail goes with a hold, which returns the owner');
  const chosen: Partial<Record<keyof TransactionRow, unknown>> = { ...values, id };
  const given = INSERTED.filter(
    (column) => column.name === 'transaction_id' || chosen[keyOf(column.name)] !== undefined,
  );
  const shape = [
    'insert-payment-transaction',
    given.map((column) => column.name).join(','),
    pendingTransfer ? 'pending' : '',
    answerKey ? 'key' : '',
    hold ? `hold:${hold.key}` : '',
    ownerMail ? `mail:${ownerMail.template}` : '',
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
    ...hold?.values,
    ...(ownerMail && { mail_id: newId(), mail_template: ownerMail.template }),
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    const params: Record<string, unknown> = { ...shared };
    for (const column of given) {
      const value =
        column.name === 'transaction_id' ? drawTransactionId() : chosen[keyOf(column.name)];
      params[`v_${column.name}`] = value === null ? null : column.mapToDriverValue(value);
    }
    // The hold's legs refer to the row by its transaction id.
    if (hold) params.reference = params.v_transaction_id;
    const run = (db: DbOrTx) =>
      executePrepared(
        db,
        shape,
        () =>
          insertStatement({
            given,
            pendingTransfer: !!pendingTransfer,
            answerKey,
            hold,
            ownerMail: !!ownerMail,
          }),
        params,
      );
    let raw: Record<string, unknown> | undefined;
    if (hold) {
      // A drawn id already taken fails the statement whole (nothing held): draw another. In a
      // transaction, the attempt is a savepoint so that the failure leaves the transaction usable.
      try {
        [raw] = rowsOf<Record<string, unknown>>(
          await ('rollback' in tx ? tx.transaction((savepoint) => run(savepoint)) : run(tx)),
        );
      } catch (error) {
        if (
          pgErrorCode(error) === PG_UNIQUE_VIOLATION &&
          pgConstraint(error) === 'transactions_transaction_id_unique'
        ) {
          continue;
        }
        throw error;
      }
    } else {
      [raw] = rowsOf<Record<string, unknown>>(await run(tx));
    }
    const row = raw && toRow(raw, COLUMNS);
    if (row) return row;
    // Nothing inserted: the method does not exist, the hold did not fit, or (rarely, without a
    // hold) the drawn id was taken.
    const [method] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, paymentMethodId))
      .limit(1);
    if (!method) return null;
    if (hold) throw appError('balance_insufficient');
  }
  throw new Error('could not allocate a unique transaction id');
}

type InsertStatementOptions = {
  given: Column[];
  pendingTransfer: boolean;
  answerKey: AnswerKey | undefined;
  hold: PreparedTransfer | undefined;
  ownerMail: boolean;
};

/** The statement of one shape, every value a placeholder (`v_<column>` for the row's). */
function insertStatement(options: InsertStatementOptions): SQL {
  const { given, pendingTransfer, answerKey, hold, ownerMail } = options;
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
  const methodIs = sql`${paymentMethods.id} = ${value('method_id')}`;
  // With a hold, the row is written only when the figures changed (`changed`), and a drawn id
  // already taken fails the statement (no ON CONFLICT): nothing may be held without its row.
  const insert = sql`
    INSERT INTO ${transactions} (${sql.join(
      INSERTED.map((column) => sql.identifier(column.name)),
      sql`, `,
    )})
    SELECT ${sql.join(selected, sql`, `)} FROM ${paymentMethods}${hold ? sql`, changed` : sql``}
    WHERE ${methodIs}
    ${hold ? sql`` : sql`ON CONFLICT (transaction_id) DO NOTHING`}
    RETURNING *`;
  const before: SQL[] = [];
  const also: SQL[] = [];
  if (hold) {
    before.push(
      sql`changed AS (${heldFigures(hold, sql`AND EXISTS (SELECT 1 FROM ${paymentMethods} WHERE ${methodIs})`)})`,
    );
    const legs = transferLegs(hold);
    also.push(sql`hold_legs AS (
      INSERT INTO ledger_transfers ${legs.columns}
      SELECT v.* FROM (VALUES ${legs.rows}) v WHERE EXISTS (SELECT 1 FROM inserted))`);
  }
  if (pendingTransfer) {
    also.push(sql`transfer AS (
      INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
        reference, created_at)
      SELECT ${value('transfer_ledger')}, ${value('transfer_debit')}, ${value('transfer_credit')},
        inserted.amount, 'pending', ${value('transfer_reason')}, inserted.transaction_id,
        inserted.created_at
      FROM inserted)`);
  }
  if (ownerMail) {
    // `withdrawalMail`'s data, from the owner the hold returned and the row.
    also.push(sql`mail AS (
      INSERT INTO ${mailOutbox} (id, to_email, to_name, template, data, next_attempt_at, created_at)
      SELECT ${value('mail_id')}::text, changed.email, changed.name, ${value('mail_template')}::text,
        jsonb_build_object('name', changed.name, 'amount', inserted.amount,
          'paymentMethod', inserted.crypto, 'transactionId', inserted.transaction_id),
        inserted.created_at, inserted.created_at
      FROM changed, inserted)`);
  }
  if (answerKey) also.push(sql`answer_key AS (${answerKey.insertFrom(sql`inserted`)})`);
  const ctes = [...before, sql`inserted AS (${insert})`, ...also];
  return ctes.length > 1 ? sql`WITH ${sql.join(ctes, sql`, `)} SELECT * FROM inserted` : insert;
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
