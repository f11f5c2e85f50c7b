/** What other modules, the plugins and the app use of mfa; the rest of the folder is its own. */
export { getAccountSecurity } from './get-account-security.ts';
export { mfaRoutes } from './routes.ts';
