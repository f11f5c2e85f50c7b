/** What other modules, the plugins and the app use of test-clock; the rest of the folder is its own. */
export { testClockRoutes } from './routes.ts';
export { followSharedClock } from './shared-test-clock.ts';
