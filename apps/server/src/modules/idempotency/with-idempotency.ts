import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorType } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Db, type DbOrTx, rowsOf, type Tx } from '../../db/client.ts';
import { executeNamed } from '../../db/execute-named.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError, appError, pgErrorCode } from '../../lib/errors.ts';
import { isPolicyRefusal } from '../policy/index.ts';

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
 * that arrives while the first request still holds the key waits for it (at most 5 s, then 409
 * "still being processed").
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
  const claim = { userId, key, route, requestHash };

  let outcome: Outcome;
  try {
    outcome = await runOnce({ deps, claim, run });
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

interface Claim {
  userId: string;
  key: string;
  route: string;
  requestHash: string;
}

interface Outcome {
  replayed: boolean;
  status: number;
  body: unknown;
}

type RunOnceOptions = {
  deps: AppDeps;
  claim: Claim;
  run: WithIdempotencyOptions['run'];
};

/**
 * The keyed request: claim the key, run the operation and store its answer in one transaction
 * (BEGIN, claim, the operation's statements, store, COMMIT). The operation's own
 * `db.transaction()` joins that transaction: no savepoint, since nothing catches its failure
 * and carries on. A refusal (4xx) rolls the whole transaction back, then the refusal is stored
 * (except the policy's refusals: whoever may act later, e.g. once activated, reuses the key)
 * under the key by one statement of its own; if another request took the key meanwhile, its
 * answer is replayed instead.
 */
async function runOnce({ deps, claim, run }: RunOnceOptions): Promise<Outcome> {
  let refusal: AppError | undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (!(await claimKey({ db: tx, claim, now }))) {
        const existing = await findKey({ db: tx, claim });
        if (existing.statusCode !== null) return replay(existing);
        // Written by an older version that claimed keys outside the operation's transaction.
        const expired = now.getTime() - existing.createdAt.getTime() >= IDEMPOTENCY_LEASE_MS;
        if (!expired) throw appError('idempotency_key_in_flight');
        await tx.delete(idempotencyKeys).where(keyWhere(claim));
        await claimKey({ db: tx, claim, now });
      }
      let result: IdempotentResult;
      try {
        result = await run({ ...deps, db: joining(tx) });
      } catch (error) {
        // Who may act is the policy's answer of the moment, not the request's: not stored.
        if (error instanceof AppError && error.statusCode < 500 && !isPolicyRefusal(error)) {
          refusal = error;
        }
        throw error;
      }
      await storeAnswer({ db: tx, claim, answer: result });
      return { replayed: false, ...result };
    });
  } catch (error) {
    if (refusal === undefined || error !== refusal) throw error;
  }
  const answer = {
    status: refusal.statusCode,
    body: { type: refusal.type, message: refusal.message } satisfies StoredRefusal,
  };
  const now = deps.clock.now();
  if (await claimKey({ db: deps.db, claim, now, answer })) return { replayed: false, ...answer };
  const existing = await findKey({ db: deps.db, claim });
  if (existing.statusCode === null) throw appError('idempotency_key_in_flight');
  return replay(existing);
}

/**
 * The deps' database inside the key's transaction: a `transaction(fn)` there runs `fn` in the
 * same transaction (a failure rolls all of it back), where drizzle would open a savepoint.
 */
function joining(tx: Tx): Db {
  const joined: Db = new Proxy(tx, {
    get: (target, property) =>
      property === 'transaction'
        ? (fn: (tx: Db) => unknown) => fn(joined)
        : Reflect.get(target, property, target),
  }) as unknown as Db;
  return joined;
}

function keyWhere({ userId, key }: Claim) {
  return and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
}

type KeyRow = typeof idempotencyKeys.$inferSelect;

function replay(existing: KeyRow): Outcome {
  return { replayed: true, status: existing.statusCode!, body: existing.responseBody };
}

type FindKeyOptions = { db: DbOrTx; claim: Claim };

/** The key's stored row, which the claim found taken; another request body is refused (422). */
async function findKey({ db, claim }: FindKeyOptions): Promise<KeyRow> {
  const [existing] = await db.select().from(idempotencyKeys).where(keyWhere(claim)).limit(1);
  if (!existing || existing.requestHash !== claim.requestHash) {
    throw appError('idempotency_key_mismatch');
  }
  return existing;
}

type ClaimKeyOptions = {
  db: DbOrTx;
  claim: Claim;
  now: Date;
  /** Stored at once (a refusal); without it the row waits for the answer in its transaction. */
  answer?: IdempotentResult;
};

/**
 * Inserts the key row; false when it already exists. One statement that also sets, for the
 * transaction, the wait for a concurrent holder's uncommitted row (KEY_WAIT, then 55P03) and the
 * holder's lease (the server ends this transaction when it sits idle that long), and puts
 * `lock_timeout` back once the row is ours (RETURNING runs after the insert), so the operation's
 * own waits are not bounded by KEY_WAIT.
 */
async function claimKey({ db, claim, now, answer }: ClaimKeyOptions): Promise<boolean> {
  const result = await executeNamed(
    db,
    sql`
    WITH previous AS MATERIALIZED (SELECT current_setting('lock_timeout') AS lock_timeout),
    lease AS MATERIALIZED (
      SELECT lock_timeout,
        set_config('lock_timeout', ${KEY_WAIT}, true) AS key_wait,
        set_config('idle_in_transaction_session_timeout', ${`${IDEMPOTENCY_LEASE_MS}ms`}, true)
          AS lease
      FROM previous)
    INSERT INTO ${idempotencyKeys}
      (user_id, key, route, request_hash, status_code, response_body, created_at)
    SELECT ${claim.userId}, ${claim.key}, ${claim.route}, ${claim.requestHash},
      ${answer?.status ?? null}::integer,
      ${answer === undefined ? null : JSON.stringify(answer.body ?? null)}::jsonb,
      ${now.toISOString()}::timestamptz
    FROM lease WHERE lease.key_wait IS NOT NULL AND lease.lease IS NOT NULL
    ON CONFLICT DO NOTHING
    RETURNING set_config('lock_timeout', (SELECT lock_timeout FROM lease), true) AS restored`,
  );
  return rowsOf(result).length > 0;
}

/**
 * The operation's answer, stored under the claimed key in its transaction. Like the claim, a
 * named statement: PostgreSQL parses and plans each once per connection (decision 037's
 * `executeNamed`), since every keyed money request runs both.
 */
async function storeAnswer({
  db,
  claim,
  answer,
}: {
  db: DbOrTx;
  claim: Claim;
  answer: IdempotentResult;
}) {
  const body =
    answer.body === undefined || answer.body === null ? null : JSON.stringify(answer.body);
  await executeNamed(
    db,
    sql`UPDATE ${idempotencyKeys} SET status_code = ${answer.status}::integer,
      response_body = ${body}::jsonb
    WHERE user_id = ${claim.userId} AND key = ${claim.key}`,
  );
}
