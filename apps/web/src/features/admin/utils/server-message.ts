import { ApiError } from '@/lib/api-client';

/**
 * What to show when an admin action fails: the server's own message when it refused the request
 * (4xx, e.g. "Balance cannot go below zero…"), else the action's generic failure text.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isClientError ? error.message : fallback;
}
