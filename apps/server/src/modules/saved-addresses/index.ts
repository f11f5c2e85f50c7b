/** What other modules, the plugins and the app use of saved-addresses; the rest of the folder is its own. */
export { savedAddressRoutes } from './routes.ts';
