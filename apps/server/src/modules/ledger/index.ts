/** What other modules, the plugins and the app use of ledger; the rest of the folder is its own. */
export {
  type Account,
  accountName,
  copyAccount,
  ledgerOf,
  platformAccount,
  userAccount,
} from './accounts.ts';
export { type BulkLeg, postTransfers } from './bulk-transfers.ts';
export { pendingReferralBonus } from './pending-referral-bonus.ts';
export { reconcileLedger } from './reconcile-ledger.ts';
export { startReconciliationTimer } from './reconciliation-timer.ts';
export { resolvePending } from './resolve-pending.ts';
export { ledgerRoutes } from './routes.ts';
export { runReconciliation } from './run-reconciliation.ts';
export {
  heldFigures,
  type PreparedTransfer,
  prepareTransfer,
  transfer,
  type TransferredUser,
  transferLegs,
} from './transfer.ts';
