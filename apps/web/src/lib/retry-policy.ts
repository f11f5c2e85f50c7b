import { QUERY_CACHE } from '@copyvest/shared';
import { ApiError } from '@/lib/api-client';

/** Retry server and network failures, never a refused (4xx) request. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_CACHE.retries;
}

/** Exponential back-off: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_CACHE.maxRetryDelayMs);
}
