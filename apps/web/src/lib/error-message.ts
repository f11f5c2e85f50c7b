import { messages } from '@copyvest/shared';
import { ApiError } from '@/lib/api-client';

/**
 * The one place a failure becomes the text a screen shows. Every failure of `fetch` or the SDK
 * reaches the screens as an `ApiError` (`lib/api-client.ts`, `lib/sdk/sdk-services.ts`):
 * - a refused request (4xx): the server's reason, e.g. "Balance cannot go below zero…";
 * - anything else (a server failure, an unreachable server, a bug): the screen's own wording for
 *   the action when it has one (the spec's "Failed to update bonus"), else the `ApiError`'s message
 *   ("Could not reach the server…"), else "Something went wrong".
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const answer = error instanceof ApiError && error.message ? error : undefined;
  if (answer?.isClientError) return answer.message;
  return fallback ?? answer?.message ?? messages.errors.unexpected;
}
