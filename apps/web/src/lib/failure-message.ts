import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * The toast for a failed request: the server's (or the network's) message when there is one,
 * else the screen's own wording (e.g. "Failed to claim profit").
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * The toast for a failed action the spec names (e.g. "Error creating trade"): that title, with the
 * server's (or the network's) reason beneath it when there is one.
 */
export function toastFailure(title: string, error: unknown): void {
  const reason = error instanceof ApiError && error.message !== title ? error.message : undefined;
  toast.error(title, reason ? { description: reason } : undefined);
}
