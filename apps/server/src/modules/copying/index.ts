/**
 * Copy trading's money (decision 043): followers' copies and their mirrors, the trader's positions
 * and closes with every mirror settled set-based, close now, the role's withdrawal.
 */
export { copyingRoutes } from './routes.ts';
