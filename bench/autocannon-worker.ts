/**
 * The child process of `measureLoad` (load-process.ts): runs autocannon with the options given as
 * JSON in its first argument and prints the figures as one JSON line, so the load generator never
 * shares a CPU-bound event loop with what it measures.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { LoadFigures, LoadOptions } from './load-process.ts';

const options = JSON.parse(process.argv[2]!) as LoadOptions;
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  method: options.method ?? 'GET',
  headers: options.headers ?? {},
  ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  ...(options.freshIdempotencyKey
    ? {
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'idempotency-key': randomUUID() },
            }),
          },
        ],
      }
    : {}),
});
const figures: LoadFigures = {
  requests: result.requests.total,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
console.log(JSON.stringify(figures));
