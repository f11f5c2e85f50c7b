import { messages } from '@copyvest/shared';
import { downloadFile } from '@/lib/download-file';
import { listFilterPath } from '@/lib/queries/list-page';
import { type TransactionFilter, transactionListRequest } from '@/lib/queries/transactions';

/** `GET /v1/transactions/export`: the user's list as CSV, with the list's current filters. */
export function exportTransactions(filter: TransactionFilter): Promise<void> {
  return downloadFile(
    listFilterPath('/v1/transactions/export', transactionListRequest(filter)),
    messages.transactionDetail.csvFileName('transactions', filter.from, filter.to),
  );
}
