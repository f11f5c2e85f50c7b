/** What other modules, the plugins and the app use of countries; the rest of the folder is its own. */
export { countryRoutes } from './routes.ts';
