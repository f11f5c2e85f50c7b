import pg from 'pg';
import type { TestContext } from './test-app.ts';

export interface CountedStatements<T> {
  result: T;
  /** The SQL text of every statement sent while `run` ran, in order. */
  statements: string[];
}

type QueryFn = (...args: any[]) => any;

function sqlTextOf(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String(first.text);
  return String(first);
}

/**
 * Runs `run` (a request, usually) and records every SQL statement the app sends meanwhile: on
 * PostgreSQL by wrapping node-postgres' `Client.prototype.query` (every pooled connection goes
 * through it, prepared statements included), on PGlite by wrapping the instance's `query` and
 * `exec` and the transactions it opens. Only one call at a time: nothing else in the file may talk
 * to the database while it runs.
 */
export async function countStatements<T>(
  ctx: TestContext,
  run: () => Promise<T>,
): Promise<CountedStatements<T>> {
  const statements: string[] = [];
  const restores: (() => void)[] = [];
  const replace = (
    target: Record<string, unknown>,
    method: string,
    replacement: (original: QueryFn) => QueryFn,
  ) => {
    const original = target[method] as QueryFn;
    const own = Object.prototype.hasOwnProperty.call(target, method);
    target[method] = replacement(original);
    restores.push(() => {
      if (own) target[method] = original;
      else delete target[method];
    });
  };
  const wrap = (target: Record<string, unknown>, method: string) =>
    replace(
      target,
      method,
      (original) =>
        function (this: unknown, ...args: unknown[]) {
          statements.push(sqlTextOf(args[0]));
          return original.apply(this, args);
        },
    );
  const pglite = ctx.database.pglite as unknown as Record<string, unknown> | undefined;
  if (pglite) {
    wrap(pglite, 'query');
    wrap(pglite, 'exec');
    replace(
      pglite,
      'transaction',
      (transaction) =>
        function (this: unknown, callback: (tx: Record<string, QueryFn>) => unknown) {
          statements.push('BEGIN');
          return transaction.call(this, (tx: Record<string, QueryFn>) => {
            for (const method of ['query', 'exec']) {
              const original = tx[method]!;
              tx[method] = (...args: unknown[]) => {
                statements.push(sqlTextOf(args[0]));
                return original.apply(tx, args);
              };
            }
            return callback(tx);
          });
        },
    );
  } else {
    wrap(pg.Client.prototype as unknown as Record<string, unknown>, 'query');
  }
  try {
    return { result: await run(), statements };
  } finally {
    for (const restore of restores.reverse()) restore();
  }
}
