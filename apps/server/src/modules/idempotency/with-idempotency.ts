import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorType } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError, appError, pgErrorCode } from '../../lib/errors.ts';

const KEY_PATTERN = /^[\w-]{8,100}$/;

/**
 * How long a key may be held by a request that has not finished. On PostgreSQL the holder's
 * transaction is ended by the server when it sits idle this long (its process hung or its
 * connection vanished); a key left half-written by an older version is taken over after it.
 */
export const IDEMPOTENCY_LEASE_MS = 10_000;
/** How long a retry waits for a concurrent request holding the same key before answering 409. */
const KEY_WAIT = '5s';
const PG_LOCK_NOT_AVAILABLE = '55P03';

export interface IdempotentResult {
  status: number;
  body: unknown;
}

export interface WithIdempotencyOptions {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Keys belong to one user. */
  userId: string;
  /** The money operation. It must use the `deps` it is given: they are bound to the key's transaction. */
  run: (deps: AppDeps) => Promise<IdempotentResult>;
}

/** What a refusal (4xx) stores, replayed as the same error. */
interface StoredRefusal {
  type: TErrorType;
  message: string;
}

/**
 * Runs a money-moving handler at most once per `Idempotency-Key`: the same key and body replay
 * the first response (also a refusal); the same key with another body is refused (422). Without
 * the header the handler simply runs.
 *
 * The key is claimed, the operation runs and its response is stored in ONE database transaction,
 * so they commit together or not at all: a request cut off by a crash leaves no key behind (the
 * database rolls its transaction back), and its retry runs the operation once; a request that
 * committed and died before answering leaves its response, and the retry replays it. A retry
 * that arrives while the first request still holds the key waits for it (PostgreSQL: at most
 * 5 s, then 409 "still being processed"; PGlite runs one transaction at a time).
 */
export async function withIdempotency(options: WithIdempotencyOptions) {
  const { deps, request, reply, userId, run } = options;
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    const result = await run(deps);
    return reply.status(result.status).send(result.body);
  }
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw appError('idempotency_key_invalid');
  }
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = createHash('sha256')
    .update(route)
    .update(JSON.stringify(request.body ?? null))
    .update(JSON.stringify(request.params ?? null))
    .digest('hex');
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  let outcome: { replayed: boolean; status: number; body: unknown };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const claimed = await claimKey({ deps, tx, userId, key, route, requestHash, now });
      if (!claimed) {
        const [existing] = await tx.select().from(idempotencyKeys).where(where).limit(1);
        if (!existing || existing.requestHash !== requestHash) {
          throw appError('idempotency_key_mismatch');
        }
        if (existing.statusCode === null) {
          // Written by an older version that claimed keys outside the operation's transaction.
          const expired = now.getTime() - existing.createdAt.getTime() >= IDEMPOTENCY_LEASE_MS;
          if (!expired) throw appError('idempotency_key_in_flight');
          await tx.delete(idempotencyKeys).where(where);
          await claimKey({ deps, tx, userId, key, route, requestHash, now });
        } else {
          return { replayed: true, status: existing.statusCode, body: existing.responseBody };
        }
      }
      let result: IdempotentResult;
      try {
        // A savepoint: a refusal undoes the operation's writes and keeps the key's transaction.
        result = await tx.transaction((operation) => run({ ...deps, db: operation as Db }));
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        const refusal: StoredRefusal = { type: error.type, message: error.message };
        result = { status: error.statusCode, body: refusal };
      }
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: result.status, responseBody: result.body ?? null })
        .where(where);
      return { replayed: false, ...result };
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_LOCK_NOT_AVAILABLE) {
      throw appError('idempotency_key_in_flight');
    }
    throw error;
  }
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  if (outcome.status >= 400) {
    const refusal = outcome.body as StoredRefusal;
    throw new AppError(refusal.type, refusal.message);
  }
  return reply.status(outcome.status).send(outcome.body);
}

/**
 * Inserts the key row inside the transaction; false when it already exists. On PostgreSQL a
 * concurrent holder's uncommitted row makes this wait (bounded by KEY_WAIT), and the holder's
 * transaction may sit idle at most the lease before the server ends it.
 */
type ClaimKeyOptions = {
  deps: AppDeps;
  tx: Tx;
  userId: string;
  key: string;
  route: string;
  requestHash: string;
  now: Date;
};

async function claimKey({ deps, tx, ...row }: ClaimKeyOptions): Promise<boolean> {
  const postgres = deps.dbKind === 'postgres';
  if (postgres) {
    await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${KEY_WAIT}'`));
    await tx.execute(
      sql.raw(`SET LOCAL idle_in_transaction_session_timeout = '${IDEMPOTENCY_LEASE_MS}ms'`),
    );
  }
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      userId: row.userId,
      key: row.key,
      route: row.route,
      requestHash: row.requestHash,
      createdAt: row.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (postgres) await tx.execute(sql.raw('SET LOCAL lock_timeout = DEFAULT'));
  return claimed.length > 0;
}
