/** Lead traders (decision 043): the role, the public profile, the statistics and the ranking. */
export { refreshTraderStats } from './refresh-trader-stats.ts';
export { toCloseDto, toPositionDto } from './to-position-dto.ts';
export { traderRoutes } from './routes.ts';
export { startTraderStatsRefresh } from './refresh-stale-trader-stats.ts';
