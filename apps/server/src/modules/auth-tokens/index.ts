/** What other modules, the plugins and the app use of auth-tokens; the rest of the folder is its own. */
export { issueAuthToken } from './issue-auth-token.ts';
export { authTokenRoutes } from './routes.ts';
export { smsPhoneOf } from './sms-phone-of.ts';
export { tokenSessionRoutes } from './token-session-routes.ts';
