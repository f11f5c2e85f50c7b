import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** What of drizzle's session `execute` does, reached for its statement name. */
interface NamingSession {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    isResponseInArrayMode: boolean,
  ): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/**
 * `db.execute(query)` as a named prepared statement: PostgreSQL parses and plans the statement once
 * per connection (then a generic plan) instead of at every call. For the ledger's and the money
 * paths' raw statements, whose planning cost more than their execution (decision 037). The name is
 * a digest of the text, so one text is always one statement; the parameters still go separately.
 */
export function executeNamed(db: DbOrTx, query: SQL): Promise<unknown> {
  const session = (db as unknown as { session: NamingSession }).session;
  const built = session.dialect.sqlToQuery(query);
  return session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
}

/**
 * A prepared statement's name: a digest of its text, so one text is always one statement on every
 * connection. `prefix` tells the kinds apart when a test reads the names (`l` for list pages).
 */
export function statementName(text: string, prefix = 'n'): string {
  return `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/** Statements built once, by shape (`executePrepared`). */
const builtByShape = new Map<string, { built: { sql: string; params: unknown[] }; name: string }>();
/** Shapes come from code, not from requests; past this many a shape is built at each call. */
const MAX_SHAPES = 256;

/**
 * `executeNamed` for a statement whose text depends only on `shape`: `build` runs the first time
 * the shape is seen, with `sql.placeholder(name)` wherever a value of the call goes, and every
 * call runs the built statement with its `values` (already the driver's values: a placeholder
 * is not encoded by a column). Saves drizzle's building, which cost more than the statement's
 * execution on the deposit path (decision 037's naming still applies).
 */
export function executePrepared(
  db: DbOrTx,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<unknown> {
  const session = (db as unknown as { session: NamingSession }).session;
  let statement = builtByShape.get(shape);
  if (!statement) {
    const built = session.dialect.sqlToQuery(build());
    statement = { built, name: statementName(built.sql) };
    if (builtByShape.size < MAX_SHAPES) builtByShape.set(shape, statement);
  }
  return session.prepareQuery(statement.built, undefined, statement.name, false).execute(values);
}

/** A drizzle query that can be prepared under a name (select, insert, update, delete). */
interface NameableQuery<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}

/**
 * Runs a drizzle query as a named prepared statement, named by a digest of its text (its values
 * go as parameters), keeping drizzle's mapping of the rows. PostgreSQL then parses it once per
 * connection and, after its first runs, keeps a generic plan; an unnamed statement is parsed and
 * planned at every call. For the money paths' reads and writes whose planning cost more than
 * their execution (decision 073).
 */
export function executeAsNamed<Result>(query: NameableQuery<Result>): Promise<Result> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}
