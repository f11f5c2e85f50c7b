import { messages } from '@copyvest/shared';
import {
  type AdminTransactionsFilter,
  adminTransactionsRequest,
} from '@/features/admin/api/get-admin-transactions';
import { downloadFile } from '@/lib/download-file';
import { listFilterPath } from '@/lib/queries/list-page';

/** `GET /v1/admin/transactions/export`: the admin's list as CSV, with its current filters. */
export function exportAdminTransactions(filter: AdminTransactionsFilter): Promise<void> {
  return downloadFile(
    listFilterPath('/v1/admin/transactions/export', adminTransactionsRequest(filter)),
    messages.transactionDetail.csvFileName('all-transactions', filter.from, filter.to),
  );
}
