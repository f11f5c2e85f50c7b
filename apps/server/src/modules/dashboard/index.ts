/** What other modules, the plugins and the app use of dashboard; the rest of the folder is its own. */
export { dashboardRoutes } from './routes.ts';
