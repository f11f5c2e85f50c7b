/** Lead traders (decision 043): the role, the public profile, the statistics and the ranking. */
export { refreshTraderStats } from './refresh-trader-stats.ts';
export { traderRoutes } from './routes.ts';
