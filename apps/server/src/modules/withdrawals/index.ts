/** What other modules, the plugins and the app use of withdrawals; the rest of the folder is its own. */
export { requestWithdrawal } from './request-withdrawal.ts';
export { withdrawalRoutes } from './routes.ts';
