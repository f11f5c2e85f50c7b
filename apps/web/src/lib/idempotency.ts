import { type MutateOptions, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiError } from '@/lib/api-client';

/** A random key for the `Idempotency-Key` header (8 to 100 letters, digits or "-"). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the server certainly answered, so the next attempt is a new action: a refusal (4xx) is
 * recorded under its key and would only be replayed. A network failure (status 0), a 5xx or a
 * 409 "still being processed" leaves the outcome open: a retry must reuse the key.
 */
function isAnswered(error: unknown): boolean {
  return error instanceof ApiError && error.isClientError && error.status !== 409;
}

/**
 * One `Idempotency-Key` per user action: the same key while the same request is retried after an
 * unknown outcome; a new key for a different request, or once the previous one was answered.
 */
export function useIdempotencyKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body ?? null);
    if (current.current?.body !== text) current.current = { body: text, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  /** Call when the request finished, with its error if it failed. */
  const settle = useCallback((error?: unknown) => {
    if (error == null || isAnswered(error)) current.current = null;
  }, []);
  return { keyFor, settle };
}

type IdempotentMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  /** Sends the request with `key` in its `Idempotency-Key` header. */
  send: (variables: TVariables, key: string) => Promise<TData>;
};

/**
 * A money-moving mutation: every request carries an `Idempotency-Key` (reused on a retry of the
 * same action), and `run` ignores calls while one is in flight, so a double click before the
 * button disables itself sends one request.
 */
export function useIdempotentMutation<TData, TVariables>({
  send,
  ...options
}: IdempotentMutationOptions<TData, TVariables>) {
  const keys = useIdempotencyKey();
  const inFlight = useRef(false);
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: async (variables) => {
      try {
        const data = await send(variables, keys.keyFor(variables));
        keys.settle();
        return data;
      } catch (error) {
        keys.settle(error);
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
  });
  const { mutate } = mutation;
  const run = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(variables, callbacks);
    },
    [mutate],
  );
  return { ...mutation, run };
}
