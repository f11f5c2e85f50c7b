/** What other modules, the plugins and the app use of kyc; the rest of the folder is its own. */
export { checkWithdrawalKyc } from './check-withdrawal-kyc.ts';
export { kycRoutes } from './routes.ts';
