/** What other modules, the plugins and the app use of admin; the rest of the folder is its own. */
export { adminRoutes } from './routes.ts';
