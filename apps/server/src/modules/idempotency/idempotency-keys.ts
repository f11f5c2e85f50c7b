import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorType } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { executeNamed } from '../../db/execute-named.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError, appError } from '../../lib/errors.ts';

const KEY_PATTERN = /^[\w-]{8,100}$/;

/**
 * How long a key may be held by a request that has not finished. On PostgreSQL the holder's
 * transaction is ended by the server when it sits idle this long (its process hung or its
 * connection vanished); a key left half-written by an older version is taken over after it.
 */
export const IDEMPOTENCY_LEASE_MS = 10_000;
/** How long a retry waits for a concurrent request holding the same key before answering 409. */
export const KEY_WAIT = '5s';
export const PG_LOCK_NOT_AVAILABLE = '55P03';

export interface IdempotentResult {
  status: number;
  body: unknown;
}

/** One user's key for one request: the route and a digest of what was sent. */
export interface Claim {
  userId: string;
  key: string;
  route: string;
  requestHash: string;
}

export interface Outcome {
  replayed: boolean;
  status: number;
  body: unknown;
}

/** What a refusal (4xx) stores, replayed as the same error. */
interface StoredRefusal {
  type: TErrorType;
  message: string;
}

export type KeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * The request's claim, or undefined without an `Idempotency-Key` header; a malformed key is
 * refused (400).
 */
export function claimOf(request: FastifyRequest, userId: string): Claim | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
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
  return { userId, key, route, requestHash };
}

/** Sends an outcome: a replay says so in a header; a refusal is thrown as the same error. */
export function sendOutcome(reply: FastifyReply, outcome: Outcome) {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  if (outcome.status >= 400) {
    const refusal = outcome.body as StoredRefusal;
    throw new AppError(refusal.type, refusal.message);
  }
  return reply.status(outcome.status).send(outcome.body);
}

export function keyWhere({ userId, key }: Claim) {
  return and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
}

export function replay(existing: KeyRow): Outcome {
  return { replayed: true, status: existing.statusCode!, body: existing.responseBody };
}

/** Whether a key row without an answer is past its lease (its holder is gone). */
export function leaseExpired(existing: KeyRow, now: Date): boolean {
  return now.getTime() - existing.createdAt.getTime() >= IDEMPOTENCY_LEASE_MS;
}

type FindKeyOptions = { db: DbOrTx; claim: Claim };

/** The key's stored row, which the claim found taken; another request body is refused (422). */
export async function findKey({ db, claim }: FindKeyOptions): Promise<KeyRow> {
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
export async function claimKey({ db, claim, now, answer }: ClaimKeyOptions): Promise<boolean> {
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
 * A refusal (4xx) stored under the key by one statement of its own, after the operation's
 * statements were rolled back; if another request took the key meanwhile, its answer is replayed
 * instead (another body: 422; still without an answer: 409).
 */
export async function storeRefusal(deps: AppDeps, claim: Claim, refusal: AppError) {
  const answer = {
    status: refusal.statusCode,
    body: { type: refusal.type, message: refusal.message } satisfies StoredRefusal,
  };
  const now = deps.clock.now();
  if (await claimKey({ db: deps.db, claim, now, answer })) {
    return { replayed: false, ...answer } satisfies Outcome;
  }
  const existing = await findKey({ db: deps.db, claim });
  if (existing.statusCode === null) throw appError('idempotency_key_in_flight');
  return replay(existing);
}
