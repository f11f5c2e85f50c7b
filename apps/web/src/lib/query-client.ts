import { QUERY_CACHE } from '@copyvest/shared';
import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '@/lib/retry-policy';

/**
 * The app's one query client for server collections. Only the screens that read them (the
 * signed-in area, the landing page's plans) load it; the session lives in lib/session.
 */
export const appQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_CACHE.gcTimeMs },
    mutations: { retry: false },
  },
});
