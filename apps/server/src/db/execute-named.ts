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
  ): { execute(): Promise<unknown> };
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
  const name = `n_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  return session.prepareQuery(built, undefined, name, false).execute();
}
