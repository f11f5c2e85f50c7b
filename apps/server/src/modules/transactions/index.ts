/** What other modules, the plugins and the app use of transactions; the rest of the folder is its own. */
export { approveTransaction } from './approve-transaction.ts';
export { decisionMail } from './decision-mail.ts';
export {
  insertPaymentTransaction,
  transactionRowFromStored,
} from './insert-payment-transaction.ts';
export {
  insertTransaction,
  type NewTransaction,
  type TransactionRow,
} from './insert-transaction.ts';
export { insertTransactions } from './insert-transactions.ts';
export { rejectTransaction } from './reject-transaction.ts';
export { transactionRoutes } from './routes.ts';
export { selectTransactionPage } from './select-transaction-page.ts';
export { settleTransfers } from './settle-transfers.ts';
export { toTransactionDto } from './to-transaction-dto.ts';
export { transactionsAtCountLimitOf } from './transactions-at-count-limit.ts';
