import {
  centsToInput,
  messages,
  type TTransactionActor,
  transactionStatusView,
  withdrawalPayout,
} from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { csvRow } from '../../lib/csv.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';
import { transactionListSpec, type TransactionListQuery } from './list-transactions.ts';
import { transactionListScope } from './transaction-list-scope.ts';
import { selectTransactionRows, type TransactionWithPeople } from './select-transaction-rows.ts';
import { decisionOf, deciderOf, type TransactionViewer } from './transaction-history.ts';

const d = messages.transactionDetail;
const c = d.csvColumns;

/** Rows read per query: the export never holds more than one page of a list. */
export const EXPORT_PAGE_SIZE = 500;

export interface ExportTransactionsOptions {
  db: DbOrTx;
  query: TransactionListQuery;
  /** A user's own transactions; absent for the admin's list (with each owner's name). */
  ownerId?: string;
  pageSize?: number;
}

export interface TransactionsExport {
  fileName: string;
  /** The CSV, a page of rows at a time: the header first. */
  chunks: AsyncIterable<string>;
}

function actorText(actor: TTransactionActor): string {
  switch (actor.kind) {
    case 'self':
      return d.csvActor.self;
    case 'admin':
      return actor.name !== undefined && actor.email !== undefined
        ? d.csvActor.person(actor.name, actor.email)
        : d.csvActor.admin;
    case 'owner':
      return d.csvActor.owner(actor.name ?? '', actor.email ?? '');
    case 'unknown':
      return d.csvActor.unknown;
  }
}

function header(viewer: TransactionViewer): string[] {
  return [
    c.transactionId,
    c.recordId,
    ...(viewer === 'admin' ? [c.ownerName, c.ownerEmail] : []),
    c.createdAt,
    c.type,
    c.kind,
    c.status,
    c.statusDetail,
    c.amount,
    c.fee,
    c.toReceive,
    c.sent,
    c.method,
    c.walletAddress,
    c.txHash,
    c.description,
    c.decidedAt,
    c.decision,
    c.decidedBy,
  ];
}

function cells(entry: TransactionWithPeople, viewer: TransactionViewer): (string | null)[] {
  const { row } = entry;
  const payout = withdrawalPayout(row);
  const decision = decisionOf(row);
  const kindLabel = (d.kinds as Record<string, string>)[row.kind] ?? row.kind;
  return [
    row.transactionId,
    row.id,
    ...(viewer === 'admin' ? [entry.ownerName, entry.ownerEmail] : []),
    row.createdAt.toISOString(),
    row.type === 'credit' ? d.credit : d.debit,
    kindLabel,
    messages.transactionList.status[row.status],
    // Beside the stored status: the words every view shows (Rejected with the reason, Cancelled).
    transactionStatusView({ ...row, cancelledByOwner: decision === 'cancelled' }).detail,
    centsToInput(row.amount),
    centsToInput(row.fee),
    payout?.state === 'toReceive' ? centsToInput(payout.cents) : null,
    payout?.state === 'sent'
      ? centsToInput(payout.cents)
      : payout?.state === 'nothingSent'
        ? centsToInput(0)
        : null,
    row.crypto,
    row.walletAddress,
    row.txHash,
    row.description,
    row.decidedAt?.toISOString() ?? null,
    decision === null ? null : d.event[decision],
    decision === null ? null : actorText(deciderOf(entry, viewer)),
  ];
}

/**
 * The CSV of a transaction list with the list's own filters (`queries[]`, search, date range:
 * the same scope and filter as `listTransactions`), newest first unless ordered otherwise, read a
 * page at a time by keyset. The first page is read before anything is sent, so a bad filter is a
 * 400 like the list's; the client's limit, offset and cursor are ignored (the whole list is
 * exported). Amounts are decimal dollars.
 */
export async function exportTransactions({
  db,
  query,
  ownerId,
  pageSize = EXPORT_PAGE_SIZE,
}: ExportTransactionsOptions): Promise<TransactionsExport> {
  const viewer: TransactionViewer = ownerId === undefined ? 'admin' : 'owner';
  const scope = transactionListScope({ ownerId, range: query });
  const spec = await transactionListSpec(db, ownerId, query.search);
  const readPage = async (afterId?: string) =>
    (
      await runListQuery({
        db,
        spec,
        scope,
        query,
        count: false,
        page: { limit: pageSize, afterId },
        fetch: (page) => selectTransactionRows({ db, ...page }),
      })
    ).rows;
  const first = await readPage();

  async function* chunks() {
    yield csvRow(header(viewer));
    let rows = first;
    while (rows.length > 0) {
      yield rows.map((entry) => csvRow(cells(entry, viewer))).join('');
      if (rows.length < pageSize) return;
      rows = await readPage(rows.at(-1)!.row.id);
    }
  }

  return {
    fileName: d.csvFileName(
      viewer === 'admin' ? 'all-transactions' : 'transactions',
      query.from,
      query.to,
    ),
    chunks: chunks(),
  };
}
