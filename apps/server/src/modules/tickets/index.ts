/** What other modules, the plugins and the app use of tickets; the rest of the folder is its own. */
export { loadTicketChanges, type TicketChanges } from './load-ticket-changes.ts';
export { ticketRoutes } from './routes.ts';
