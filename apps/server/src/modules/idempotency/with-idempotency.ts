import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { executeNamed } from '../../db/execute-named.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError, appError, pgErrorCode } from '../../lib/errors.ts';
import { isPolicyRefusal } from '../policy/index.ts';
import {
  type Claim,
  claimKey,
  claimOf,
  findKey,
  type IdempotentResult,
  keyWhere,
  leaseExpired,
  type Outcome,
  PG_LOCK_NOT_AVAILABLE,
  replay,
  sendOutcome,
  storeRefusal,
} from './idempotency-keys.ts';

export interface WithIdempotencyOptions {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Keys belong to one user. */
  userId: string;
  /** The money operation. It must use the `deps` it is given: they are bound to the key's transaction. */
  run: (deps: AppDeps) => Promise<IdempotentResult>;
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
 * "still being processed"). An operation that is one statement can write its key in that
 * statement instead (`withIdempotentStatement`).
 */
export async function withIdempotency(options: WithIdempotencyOptions) {
  const { deps, request, reply, userId, run } = options;
  const claim = claimOf(request, userId);
  if (claim === undefined) {
    const result = await run(deps);
    return reply.status(result.status).send(result.body);
  }
  let outcome: Outcome;
  try {
    outcome = await runOnce({ deps, claim, run });
  } catch (error) {
    if (pgErrorCode(error) === PG_LOCK_NOT_AVAILABLE) {
      throw appError('idempotency_key_in_flight');
    }
    throw error;
  }
  return sendOutcome(reply, outcome);
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
        if (!leaseExpired(existing, now)) throw appError('idempotency_key_in_flight');
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
  return storeRefusal(deps, claim, refusal);
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
