/** What other modules, the plugins and the app use of reports; the rest of the folder is its own. */
export { reportRoutes } from './routes.ts';
