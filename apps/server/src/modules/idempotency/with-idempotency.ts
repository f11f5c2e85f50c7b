import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { errorBody } from '../../lib/error-body.ts';
import { AppError, appError } from '../../lib/errors.ts';

const KEY_PATTERN = /^[\w-]{8,100}$/;

/**
 * Runs a money-moving handler at most once per `Idempotency-Key`: the same key and body replay
 * the first response; the same key with another body is refused (422); a key still running
 * answers 409. Keys belong to one user. Without the header the handler simply runs.
 */
export async function withIdempotency(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: () => Promise<{ status: number; body: unknown }>,
) {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    const result = await run();
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

  const claimed = await deps.db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestHash, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  if (claimed.length === 0) {
    const [existing] = await deps.db.select().from(idempotencyKeys).where(where).limit(1);
    if (!existing || existing.requestHash !== requestHash) {
      throw appError('idempotency_key_mismatch');
    }
    if (existing.statusCode === null) throw appError('idempotency_key_in_flight');
    return reply
      .status(existing.statusCode)
      .header('idempotent-replayed', 'true')
      .send(existing.responseBody);
  }

  let result: { status: number; body: unknown };
  try {
    result = await run();
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      const body = errorBody(error.type, error.message);
      await deps.db
        .update(idempotencyKeys)
        .set({ statusCode: error.statusCode, responseBody: body })
        .where(where);
    } else {
      // Nothing was done (the operation's transaction rolled back): the key may be used again.
      await deps.db.delete(idempotencyKeys).where(where);
    }
    throw error;
  }
  await deps.db
    .update(idempotencyKeys)
    .set({ statusCode: result.status, responseBody: result.body ?? null })
    .where(where);
  return reply.status(result.status).send(result.body);
}
