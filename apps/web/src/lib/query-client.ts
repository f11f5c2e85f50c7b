import { QUERY_CACHE } from '@copyvest/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '@/lib/retry-policy';
import { onSignedOutError } from '@/lib/session/on-signed-out-error';

/**
 * The app's one query client for server collections. Only the screens that read them (the
 * signed-in area, the landing page's plans) load it; the session lives in lib/session. A request
 * answered "signed out" checks whether the session ended elsewhere.
 */
export const appQueryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => onSignedOutError(appQueryClient, error) }),
  mutationCache: new MutationCache({ onError: (error) => onSignedOutError(appQueryClient, error) }),
  defaultOptions: {
    queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_CACHE.gcTimeMs },
    mutations: { retry: false },
  },
});
