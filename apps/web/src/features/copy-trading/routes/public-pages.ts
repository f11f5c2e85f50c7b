/** The public copy-trading pages, one chunk (the router loads them with one dynamic import). */
export { TradersPage } from './traders-page';
export { TraderProfilePage } from './trader-profile-page';
