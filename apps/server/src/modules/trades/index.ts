/** What other modules, the plugins and the app use of trades; the rest of the folder is its own. */
export { startAccrualTimer } from './accrual-timer.ts';
export { accrueAllTrades } from './accrue-all-trades.ts';
export { findOngoingTrade } from './find-ongoing-trade.ts';
export { tradeRoutes } from './routes.ts';
export { toTradeDto } from './to-trade-dto.ts';
