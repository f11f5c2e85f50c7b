/** What other modules, the plugins and the app use of health; the rest of the folder is its own. */
export { healthRoutes } from './routes.ts';
