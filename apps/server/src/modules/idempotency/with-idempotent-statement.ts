import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import {
  AppError,
  appError,
  pgConstraint,
  pgErrorCode,
  PG_UNIQUE_VIOLATION,
} from '../../lib/errors.ts';
import { isPolicyRefusal } from '../policy/index.ts';
import {
  type Claim,
  claimOf,
  findKey,
  KEY_WAIT,
  keyWhere,
  leaseExpired,
  type Outcome,
  PG_LOCK_NOT_AVAILABLE,
  replay,
  sendOutcome,
  storeRefusal,
} from './idempotency-keys.ts';

/** The key's primary key: a second insert of one user's key fails on it. */
const KEY_CONSTRAINT = 'idempotency_keys_user_id_key_pk';
/** Marks a stored answer that is the operation's row, rendered again at each replay. */
const STORED_ROW = '$storedRow';

/** A stored row: each column by name, as text (as the driver reads it), or null. */
export type StoredRow = Record<string, string | null>;

/** What a one-statement operation writes under its request's key (decision 063). */
export interface AnswerKey {
  /**
   * An INSERT of the key row (a CTE of the operation's statement), its answer the one row of
   * `source` (another CTE of that statement, the row the answer is made from), each column as
   * text. Without ON CONFLICT: a key already there fails the whole statement, so the operation's
   * writes and its key commit together or not at all. A concurrent holder's uncommitted key is
   * waited for at most KEY_WAIT (then 55P03), as the transactional claim does. Its values are
   * placeholders (`key_…`): the statement can be built once and prepared.
   */
  insertFrom(source: SQL): SQL;
  /** The placeholders' values, for each run of the statement: taking them marks the key written. */
  takeValues(): Record<string, unknown>;
}

export interface WithIdempotentStatementOptions<Body> {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Keys belong to one user. */
  userId: string;
  /** The answer's status. */
  status: number;
  /**
   * The money operation, whose only write is ONE statement. With a key, that statement must
   * include `key.insertFrom(…)` and run with `key.takeValues()`; without one (no header) it runs
   * as it is.
   */
  run: (key: AnswerKey | undefined) => Promise<Body>;
  /** The answer of a replay, from the row the statement stored with the key. */
  replayFrom: (row: StoredRow) => Body;
}

/**
 * `withIdempotency` for an operation that is one statement (decision 063): the key is written
 * by that statement, with the row the answer is made from, instead of being claimed first and
 * answered last in a transaction of its own. Two round trips fewer (BEGIN and COMMIT) and two
 * statements fewer (the claim and the stored answer), with the same guarantees: one statement
 * commits whole or not at all, so a request cut off leaves no key and no money behind; a key
 * already there fails the statement, and its answer is replayed (its row rendered again), another
 * body is refused (422), a key still without an answer is 409 until its lease has passed. A
 * refusal (4xx, but the policy's) is stored as the transactional path stores it.
 */
export async function withIdempotentStatement<Body>(options: WithIdempotentStatementOptions<Body>) {
  const { request, reply, userId, status, run } = options;
  const claim = claimOf(request, userId);
  if (claim === undefined) return reply.status(status).send(await run(undefined));
  let outcome: Outcome;
  try {
    outcome = await runStatementOnce({ ...options, claim });
  } catch (error) {
    if (pgErrorCode(error) === PG_LOCK_NOT_AVAILABLE) {
      throw appError('idempotency_key_in_flight');
    }
    throw error;
  }
  return sendOutcome(reply, rendered(outcome, options.replayFrom));
}

type RunStatementOnceOptions<Body> = WithIdempotentStatementOptions<Body> & { claim: Claim };

async function runStatementOnce<Body>(options: RunStatementOnceOptions<Body>): Promise<Outcome> {
  const { deps, claim, status, run } = options;
  for (let attempt = 0; ; attempt++) {
    const now = deps.clock.now();
    const key = answerKey({ claim, status, now });
    try {
      const body = await run(key);
      if (!key.written()) throw new Error('the operation did not run with its Idempotency-Key');
      return { replayed: false, status, body };
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === KEY_CONSTRAINT) {
        const existing = await findKey({ db: deps.db, claim });
        if (existing.statusCode !== null) return replay(existing);
        // Written by an older version that claimed keys before running the operation.
        if (attempt > 0 || !leaseExpired(existing, now)) {
          throw appError('idempotency_key_in_flight');
        }
        await deps.db
          .delete(idempotencyKeys)
          .where(and(keyWhere(claim), isNull(idempotencyKeys.statusCode)));
        continue;
      }
      // Who may act is the policy's answer of the moment, not the request's: not stored.
      if (error instanceof AppError && error.statusCode < 500 && !isPolicyRefusal(error)) {
        return storeRefusal(deps, claim, error);
      }
      throw error;
    }
  }
}

type AnswerKeyOptions = { claim: Claim; status: number; now: Date };

function answerKey({ claim, status, now }: AnswerKeyOptions): AnswerKey & { written(): boolean } {
  let written = false;
  const value = (name: string) => sql.placeholder(`key_${name}`);
  const values = {
    key_user: claim.userId,
    key_key: claim.key,
    key_route: claim.route,
    key_hash: claim.requestHash,
    key_status: status,
    key_stored_row: STORED_ROW,
    key_created_at: now.toISOString(),
    key_wait: KEY_WAIT,
  };
  return {
    written: () => written,
    takeValues() {
      written = true;
      return values;
    },
    insertFrom(source) {
      return sql`INSERT INTO ${idempotencyKeys}
        (user_id, key, route, request_hash, status_code, response_body, created_at)
      SELECT ${value('user')}, ${value('key')}, ${value('route')}, ${value('hash')},
        ${value('status')}::integer,
        jsonb_build_object(${value('stored_row')}::text,
          (SELECT jsonb_object_agg(f.key, f.value) FROM jsonb_each_text(to_jsonb(answered)) AS f)),
        ${value('created_at')}::timestamptz
      FROM ${source} AS answered
      WHERE set_config('lock_timeout', ${value('wait')}, true) IS NOT NULL`;
    },
  };
}

/** A replayed answer stored as a row is rendered again; anything else is sent as stored. */
function rendered<Body>(outcome: Outcome, replayFrom: (row: StoredRow) => Body): Outcome {
  const { body } = outcome;
  if (!outcome.replayed || outcome.status >= 400) return outcome;
  if (typeof body !== 'object' || body === null || !(STORED_ROW in body)) return outcome;
  return { ...outcome, body: replayFrom((body as Record<string, StoredRow>)[STORED_ROW]!) };
}
