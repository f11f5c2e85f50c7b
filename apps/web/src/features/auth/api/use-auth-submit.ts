import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';

/**
 * Runs a sign-in or sign-up once at a time: busy until it ends, and still busy after success while
 * the guest guard moves the user on. Success and failure are toasted. A sign-in that still awaits
 * the second factor is not a success yet: the page shows that step instead. `onError` may take a
 * failure the page shows itself (a field error), returning true; the rest are toasted and kept in
 * `error` for the form to show inline.
 */
export function useAuthSubmit<TInput>(
  action: (input: TInput) => Promise<unknown>,
  success: string,
  onError?: (error: unknown) => boolean,
) {
  const [busy, setBusy] = useState(false);
  /** The last failure's words, shown in the form as well as toasted (a toast can cover it). */
  const [error, setError] = useState<string>();
  const running = useRef(false);

  async function submit(input: TInput) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      if ((await action(input)) === 'second-factor') {
        running.current = false;
        setBusy(false);
        return;
      }
      toast.success(success);
    } catch (error) {
      running.current = false;
      setBusy(false);
      if (!onError?.(error)) {
        toast.error(errorMessage(error));
        setError(errorMessage(error));
      }
    }
  }

  return { submit: (input: TInput) => void submit(input), busy, error };
}
