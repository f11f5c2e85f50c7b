/** What other modules, the plugins and the app use of contact; the rest of the folder is its own. */
export { contactRoutes } from './routes.ts';
