/** What other modules, the plugins and the app use of referrals; the rest of the folder is its own. */
export { canonicalEmail } from './canonical-email.ts';
export { findReferrer } from './find-referrer.ts';
export { promiseReferralBonus } from './promise-referral-bonus.ts';
export { referralRoutes } from './routes.ts';
export { settleReferralBonus } from './settle-referral-bonus.ts';
