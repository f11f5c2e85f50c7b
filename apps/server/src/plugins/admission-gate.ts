import type { FastifyInstance, FastifyReply } from 'fastify';
import { appError } from '../lib/errors.ts';

export interface AdmissionGateOptions {
  /** API requests handled at once; the rest wait in line (first come, first served). */
  concurrency: number;
  /** Longest a request may wait in line; one that would wait longer is answered 503 at once. */
  maxWaitMs: number;
  /** Hard cap on the line's length (memory), whatever the estimate says. */
  maxQueue?: number;
}

/** Paths that never touch the database, or must answer under load (health checks). */
const EXEMPT = /^\/v1\/(health|ping|realtime|openapi\.json)(\?|$)/;

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A bounded line in front of the API (decisions 015, 034): it bounds the work in flight, so under
 * overload a request waits its turn or is refused at once instead of every request slowing down
 * together. Every API request joins a line and is
 * started on a later turn of the event loop (`setImmediate`), so the loop reads every waiting
 * request first and the line shows the real backlog. At most `concurrency` run at once, in order
 * of arrival. A request that would wait longer than `maxWaitMs` (estimated from the recent time
 * per request) is refused at once, and one still waiting at `maxWaitMs` is refused then: 503 with
 * `Retry-After`, nothing done. Health, ping, realtime and the OpenAPI document are not gated.
 */
export function registerAdmissionGate(app: FastifyInstance, options: AdmissionGateOptions): void {
  const maxQueue = options.maxQueue ?? 1000;
  const queue: Waiter[] = [];
  let running = 0;
  /** Smoothed time a request holds its place (ms). */
  let serviceMs = 10;

  const busy = (reply: FastifyReply, waitMs: number) => {
    reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
    return appError('general_service_unavailable');
  };

  const dispatch = () => {
    while (running < options.concurrency && queue.length > 0) {
      const next = queue.shift()!;
      clearTimeout(next.timer);
      running += 1;
      setImmediate(next.admit);
    }
  };

  const hold = (reply: FastifyReply) => {
    const started = performance.now();
    // The answer is sent, or its connection is gone (a request cut off mid-way).
    reply.raw.once('close', () => {
      serviceMs = serviceMs * 0.9 + (performance.now() - started) * 0.1;
      running -= 1;
      dispatch();
    });
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/') || EXEMPT.test(request.url)) return;
    const free = running < options.concurrency && queue.length === 0;
    const expectedWaitMs = free
      ? 0
      : Math.ceil((queue.length + 1) / options.concurrency) * serviceMs;
    if (expectedWaitMs > options.maxWaitMs || queue.length >= maxQueue) {
      throw busy(reply, expectedWaitMs);
    }
    await new Promise<void>((resolve, reject) => {
      let left = false;
      const leave = (waitedMs: number) => {
        left = true;
        const index = queue.indexOf(waiter);
        if (index !== -1) queue.splice(index, 1);
        clearTimeout(waiter.timer);
        reply.raw.off('close', gone);
        reject(busy(reply, waitedMs));
      };
      // A client that gives up while waiting leaves the line.
      const gone = () => leave(0);
      const waiter: Waiter = {
        admit: () => {
          if (left) {
            // It left after being picked: hand its place on.
            running -= 1;
            dispatch();
            return;
          }
          reply.raw.off('close', gone);
          hold(reply);
          resolve();
        },
        timer: setTimeout(() => leave(options.maxWaitMs), options.maxWaitMs),
      };
      queue.push(waiter);
      reply.raw.once('close', gone);
      dispatch();
    });
  });
}
