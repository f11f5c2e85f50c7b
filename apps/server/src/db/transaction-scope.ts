import { AsyncLocalStorage } from 'node:async_hooks';

/** Set while a transaction's callback runs, in everything it awaits (decision 074). */
const scope = new AsyncLocalStorage<true>();

/** Runs a transaction's callback in the scope `askedInsideTransaction` sees. */
export function withinTransaction<T>(run: () => Promise<T>): Promise<T> {
  return scope.run(true, run);
}

/**
 * Runs work that takes pooled connections of its own on purpose while a transaction stays open
 * (a background job under its advisory lock): the guard does not apply to it.
 */
export function apartFromTransaction<T>(run: () => Promise<T>): Promise<T> {
  return scope.exit(run);
}

/** Whether the code asking now runs inside a transaction's callback. */
export function askedInsideTransaction(): boolean {
  return scope.getStore() === true;
}
