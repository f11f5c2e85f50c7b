/** What other modules, the plugins and the app use of rate-limits; the rest of the folder is its own. */
export { clearRateLimit } from './clear-rate-limit.ts';
export { dbRateLimitStore } from './db-rate-limit-store.ts';
export { hitRateLimit } from './hit-rate-limit.ts';
export { readRateLimit } from './read-rate-limit.ts';
