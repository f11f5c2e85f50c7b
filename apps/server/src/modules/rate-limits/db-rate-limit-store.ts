import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppDeps } from '../../app-deps.ts';
import { hitRateLimit } from './hit-rate-limit.ts';
import { readRateLimit } from './read-rate-limit.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin passes at run time: its merged options, with the route as `routeInfo`. */
type StoreOptions = { routeInfo?: { method?: unknown; url?: unknown } } | undefined;

export interface DbRateLimitStoreOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
}

/**
 * A store for @fastify/rate-limit that keeps its counts in the database, so a limit holds across
 * every server process instead of multiplying with them. Each route's limit is its own bucket.
 */
export function dbRateLimitStore({ deps }: DbRateLimitStoreOptions): FastifyRateLimitStoreCtor {
  class DbRateLimitStore implements FastifyRateLimitStore {
    private readonly bucket: string;
    constructor(options?: unknown) {
      const route = (options as StoreOptions)?.routeInfo;
      this.bucket = route?.url
        ? `http:${String(route.method)} ${String(route.url)}`
        : 'http:global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const nowMs = deps.clock.now().getTime();
      hitRateLimit({ db: deps.db, bucket: this.bucket, key, nowMs, windowMs: timeWindow }).then(
        (state) => callback(null, { current: state.hits, ttl: state.resetAtMs - nowMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      const nowMs = deps.clock.now().getTime();
      readRateLimit({ db: deps.db, bucket: this.bucket, key, nowMs }).then(
        (state) =>
          callback(null, { current: state.hits, ttl: Math.max(0, state.resetAtMs - nowMs) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DbRateLimitStore(routeOptions);
    }
  }
  return DbRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
