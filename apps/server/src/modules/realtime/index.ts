/** What other modules, the plugins and the app use of realtime; the rest of the folder is its own. */
export { type RealtimeHub } from './realtime-hub.ts';
export { realtimeRoutes } from './routes.ts';
