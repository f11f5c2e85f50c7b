/**
 * Copy trading's money (decision 043): followers' copies and their mirrors, the trader's positions
 * and closes with every mirror settled set-based, close now, the role's withdrawal.
 */
export { copyingRoutes } from './routes.ts';
export { openPosition } from './open-position.ts';
export { closePosition } from './close-position.ts';
export { startCopy } from './start-copy.ts';
export { stopCopy } from './stop-copy.ts';
export { type PriceSource, traderEnteredPrices } from './price-source.ts';
