import { ApiError } from '@/lib/api-client';

/**
 * The toast for a failed request: the server's (or the network's) message when there is one,
 * else the screen's own wording (e.g. "Failed to claim profit").
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
