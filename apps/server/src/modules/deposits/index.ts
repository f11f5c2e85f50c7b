/** What other modules, the plugins and the app use of deposits; the rest of the folder is its own. */
export { requestDeposit } from './request-deposit.ts';
export { depositRoutes } from './routes.ts';
export { startQuoteSweep } from './sweep-expired-quotes.ts';
