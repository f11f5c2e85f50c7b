/** What other modules, the plugins and the app use of databases; the rest of the folder is its own. */
export { canRead } from './access-scope.ts';
export { type ApiForm } from './api-form.ts';
export { type AnyDataCollection } from './collections/data-collection.ts';
export { paymentMethodsCollection } from './collections/payment-methods-collection.ts';
export { plansCollection } from './collections/plans-collection.ts';
export { transactionsCollection } from './collections/transactions-collection.ts';
export { type UserRecordRow, usersCollection } from './collections/users-collection.ts';
export { dataRoutes } from './routes.ts';
export { toApiRecord } from './to-api-record.ts';
export { type Viewer, viewerOf } from './viewer.ts';
