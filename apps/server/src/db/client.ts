import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { processLogger } from '../lib/process-logger.ts';
import { migrationsFolder } from '../package-folders.ts';
import { retryOnConflict } from './retry-on-conflict.ts';
import { askedInsideTransaction, withinTransaction } from './transaction-scope.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a service function receives: the database or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres';
  /** The node-postgres pool. */
  pool: pg.Pool;
  /**
   * One connection apart from the pool, for what a request may load while its transaction is open
   * (the settings' copy, decision 074): it never waits for the connections those transactions
   * hold. Connected when first used; closed after 10 s idle.
   */
  apart: Db;
  migrate(): Promise<void>;
  /** LISTEN on a channel; NOTIFY payloads arrive after their transaction commits. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where a database connection's failures are logged: the process logger unless told otherwise. */
type ConnectionLog = Pick<typeof processLogger, 'warn'>;

export interface OpenPostgresOptions {
  log?: ConnectionLog;
  /**
   * What happens when code inside a transaction's callback asks the pool for another connection
   * (decision 074): `throw` refuses it (the tests), `warn` logs it, `off` (the default) does not
   * watch: watching costs every promise of the process a hook (Node 22's AsyncLocalStorage).
   */
  connectInsideTransaction?: 'off' | 'warn' | 'throw';
}

/** A PostgreSQL server through node-postgres. */
export function openPostgres(
  url: string,
  max = 10,
  { log = processLogger, connectInsideTransaction = 'off' }: OpenPostgresOptions = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  const watched = connectInsideTransaction !== 'off';
  if (watched) {
    guardConnectInsideTransaction(pool, () => {
      if (connectInsideTransaction === 'throw') throw new Error(CONNECT_INSIDE_TRANSACTION);
      log.warn(CONNECT_INSIDE_TRANSACTION);
    });
  }
  // An idle connection dropped by the server (restart, admin command) must not crash the process;
  // the pool replaces it on next use.
  // The message only: node-postgres errors carry their client (settings, prepared statements).
  pool.on('error', (error) => log.warn(`database connection lost: ${error.message}`));
  // bigint (int8) columns come back as strings by default; drizzle maps them with mode 'number'.
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // A transaction PostgreSQL rolled back as a deadlock's victim runs again (retry-on-conflict.ts).
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    retryOnConflict({
      run: () =>
        transaction((tx) => (watched ? withinTransaction(() => run(tx)) : run(tx)), config),
    })) as Db['transaction'];
  const apartPool = new pg.Pool({ connectionString: url, max: 1 });
  apartPool.on('error', (error) => log.warn(`database connection lost: ${error.message}`));
  return {
    db,
    kind: 'postgres',
    pool,
    apart: drizzlePg({ client: apartPool, schema }) as unknown as Db,
    migrate: async () => {
      // Several processes may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727101)');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727101)').catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, onPayload) => listenPostgres({ url, channel, onPayload, log }),
    close: async () => {
      await Promise.all([pool.end(), apartPool.end()]);
    },
  };
}

const CONNECT_INSIDE_TRANSACTION =
  'a pooled connection was asked for inside a transaction: with every connection held by ' +
  'transactions waiting like this one, the pool would never answer (use the transaction)';

/**
 * Watches the pool for connections asked for inside a transaction's callback (decision 074). Such
 * a request waits for a connection while holding one, and its transaction's row locks: once every
 * connection is held by a transaction that waits, directly or behind those locks, nothing frees one.
 */
function guardConnectInsideTransaction(pool: pg.Pool, report: () => void): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args) => {
    if (askedInsideTransaction()) report();
    return connect(...args);
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** Rows of a raw `db.execute()` result. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A dedicated connection that LISTENs (a pooled one would be handed to others); it reconnects
 * with a growing delay when the server drops it.
 */
async function listenPostgres({
  url,
  channel,
  onPayload,
  log,
}: {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  log: ConnectionLog;
}) {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      log.warn(`realtime listener lost its connection: ${error.message}`);
      void next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void retry(), delay).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    delay = 500;
  };
  const retry = async () => {
    if (stopped) return;
    try {
      await connect();
    } catch {
      delay = Math.min(delay * 2, 30_000);
      setTimeout(() => void retry(), delay).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
