/**
 * Bare Fastify hello-world vs our authenticated GET /v1/account (session lookup, one query),
 * autocannon with 50 connections, on PGlite and — with BENCH_DATABASE_URL or TEST_DATABASE_URL —
 * on PostgreSQL. Prints req/s, p99 latency and the ratio to the bare server.
 *   npx tsx bench/http.ts [--seconds 10] [--connections 50]
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { argNumber, kinds, sessionCookie, startApp } from './support.ts';

const seconds = argNumber('seconds', 10);
const connections = argNumber('connections', 50);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers from ${url}`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const baseline = await load(`${bareUrl}/hello`);
await bare.close();

const rows = [{ target: 'bare Fastify GET /hello', ...baseline, ratio: 1 }];
for (const kind of kinds()) {
  const server = await startApp(kind);
  const cookie = await sessionCookie(server.url, '/v1/account', {
    name: 'Bench User',
    email: `bench-${Date.now()}@example.test`,
    password: 'bench-password-1',
    phone: '+1 415 555 2671',
    country: 'Canada',
  });
  const measured = await load(`${server.url}/v1/account`, { cookie });
  rows.push({
    target: `GET /v1/account (${kind})`,
    ...measured,
    ratio: measured.rps / baseline.rps,
  });
  await server.close();
}

console.log(`\nautocannon: ${connections} connections, ${seconds} s each\n`);
console.log('target'.padEnd(34), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'ratio'.padStart(7));
for (const row of rows) {
  console.log(
    row.target.padEnd(34),
    row.rps.toFixed(0).padStart(10),
    String(row.p99).padStart(8),
    row.ratio.toFixed(2).padStart(7),
  );
}
