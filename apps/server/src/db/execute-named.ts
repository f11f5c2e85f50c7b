import { createHash } from 'node:crypto';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
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
  prepare(name: string): PreparedQuery<Result>;
}

/** drizzle's prepared query (node-postgres): it runs on `client`, its session's connection. */
interface PreparedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** Prepared queries built once, by shape (`executeShaped`); each call runs one on its connection. */
const preparedByShape = new Map<string, PreparedQuery<unknown>>();

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

/**
 * `executeAsNamed` for a query whose text depends only on `shape`: `build` runs the first time the
 * shape is seen, with `sql.placeholder(name)` wherever a value of the call goes (encoded by its
 * column where drizzle binds one), and drizzle's prepared query is kept. Every call runs that
 * query on the connection of `db` (its transaction's) with its `values`, and drizzle still maps
 * the rows. Saves building the query and its text at each call, the largest part of drizzle's time
 * on the money paths (decision 075).
 */
export function executeShaped<Result>(
  db: DbOrTx,
  shape: string,
  build: (db: DbOrTx) => NameableQuery<Result>,
  values: Record<string, unknown>,
): Promise<Result> {
  const client = (db as unknown as { session: { client: unknown } }).session.client;
  let prepared = preparedByShape.get(shape) as PreparedQuery<Result> | undefined;
  if (!prepared) {
    const query = build(db);
    prepared = query.prepare(statementName(query.toSQL().sql));
    if (preparedByShape.size < MAX_SHAPES) preparedByShape.set(shape, prepared);
    return prepared.execute(values);
  }
  // The kept query with this call's connection: everything else (text, name, parameters, row
  // mapping) is the same for every connection of the process.
  const onConnection = Object.create(prepared, { client: { value: client } }) as typeof prepared;
  return onConnection.execute(values);
}

/**
 * Every key of an insert's values as the placeholder of its name, for a query built once: drizzle
 * encodes each value by its column when the query runs. Not for null values, which a column's
 * encoder may refuse (a timestamp's): leave them out of the values, or in the shape.
 */
export function placeholders<Values extends Record<string, unknown>>(
  values: Values,
): { [Key in keyof Values]: Placeholder<Key & string> } {
  return Object.fromEntries(Object.keys(values).map((key) => [key, sql.placeholder(key)])) as {
    [Key in keyof Values]: Placeholder<Key & string>;
  };
}
