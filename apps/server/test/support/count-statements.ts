import pg from 'pg';

export interface CountedStatements<T> {
  /** What `run` returned. */
  result: T;
  /** How many SQL statements were sent to PostgreSQL while `run` ran. */
  count: number;
  /** Their text, in the order they were sent (BEGIN, COMMIT and SAVEPOINT included). */
  statements: string[];
  /** Each one's prepared-statement name, in the same order (undefined: an unnamed statement). */
  names: (string | undefined)[];
}

/**
 * Counts the SQL statements PostgreSQL receives while `run` runs, by wrapping node-postgres'
 * `Client.prototype.query` (every pooled connection is a `Client`). Everything the process sends in that
 * time is counted, so run one request at a time.
 */
export async function countStatements<T>(run: () => Promise<T>): Promise<CountedStatements<T>> {
  const statements: string[] = [];
  const names: (string | undefined)[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    statements.push(statementText(args[0]));
    names.push(statementName(args[0]));
    return original.apply(this, args);
  };
  try {
    const result = await run();
    return { result, count: statements.length, statements, names };
  } finally {
    prototype.query = original;
  }
}

/** The SQL of a `query()` call: a string or a query config `{ text }`. */
function statementText(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : String(query);
}

/** The name of a prepared statement's `query()` call (`{ name, text }`). */
function statementName(query: unknown): string | undefined {
  const name = typeof query === 'object' ? (query as { name?: unknown } | null)?.name : undefined;
  return typeof name === 'string' ? name : undefined;
}
