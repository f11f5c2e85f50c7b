/** What other modules, the plugins and the app use of commissions; the rest of the folder is its own. */
export { commissionRoutes } from './routes.ts';
export { payReferralCommissions } from './pay-referral-commissions.ts';
export { readReferralSettings } from './read-referral-settings.ts';
