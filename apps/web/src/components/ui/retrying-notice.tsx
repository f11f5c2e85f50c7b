import { messages, QUERY_CACHE } from '@copyvest/shared';
import { type Query, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

/** A query still without data whose fetch failed and is waiting for (or running) a retry. */
const isRetrying = (query: Query) =>
  query.state.status === 'pending' && query.state.fetchFailureCount > 0;

/**
 * While data that failed to load is being retried (the spec's three retries, 1 s, 2 s, 4 s apart),
 * the skeletons alone said nothing for 7–14 s: this says it is retrying, which attempt, and offers
 * "Retry now" (a fresh attempt at once). Gone as soon as the data comes or the retries run out
 * (the section's own error state takes over).
 */
export function RetryingNotice() {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const attempt = useSyncExternalStore(
    useCallback((listener) => cache.subscribe(listener), [cache]),
    () =>
      cache
        .findAll({ predicate: isRetrying })
        .reduce((most, query) => Math.max(most, query.state.fetchFailureCount), 0),
    () => 0,
  );
  // A query waiting out its back-off keeps waiting when asked to refetch: cancel the wait, then
  // fetch afresh.
  async function retryNow() {
    const waiting = cache.findAll({ predicate: isRetrying });
    const chosen = (query: Query) => waiting.includes(query);
    await queryClient.cancelQueries({ predicate: chosen });
    await queryClient.refetchQueries({ predicate: chosen });
  }

  if (attempt === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <p className="flex items-center gap-2">
        <RefreshCw className="size-4 shrink-0" aria-hidden="true" />
        {messages.common.retryingLoad(
          Math.min(attempt + 1, QUERY_CACHE.retries + 1),
          QUERY_CACHE.retries + 1,
        )}
      </p>
      <Button variant="secondary" size="sm" onClick={() => void retryNow()}>
        {messages.common.retryNow}
      </Button>
    </div>
  );
}
