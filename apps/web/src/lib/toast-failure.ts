import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/**
 * The toast for a failed action the spec names (e.g. "Error creating trade"): that title, with the
 * reason `errorMessage` gives beneath it when it adds something.
 */
export function toastFailure(title: string, error: unknown): void {
  const reason = errorMessage(error, title);
  toast.error(title, reason !== title ? { description: reason } : undefined);
}
