/** What other modules, the plugins and the app use of oauth; the rest of the folder is its own. */
export { oauthRoutes } from './routes.ts';
export { signInWithProfile } from './sign-in-with-profile.ts';
