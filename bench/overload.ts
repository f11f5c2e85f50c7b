/**
 * Issue 17.9: many connections at once against a real server process. Every connection asks for
 * the dashboard (a session lookup and three queries) as fast as it can; prints how the answers
 * split (200 / 503 / other), latencies and how many took longer than 10 s or never came.
 *   npx tsx bench/overload.ts [--connections 200] [--seconds 20]
 * On PGlite, and on PostgreSQL too with BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import { argNumber, kinds } from './support.ts';
import { loadDashboard } from './dashboard-load.ts';
import { createStore, startServerProcess } from './server-process.ts';

const connections = argNumber('connections', 200);
const seconds = argNumber('seconds', 20);

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Overload User',
      email: `overload-${Date.now()}@example.test`,
      password: 'overload-password-1',
      phone: '+1 415 555 2671',
      country: 'Canada',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const rows = [];
for (const kind of kinds()) {
  const store = await createStore(kind, 'overload');
  const server = await startServerProcess(store);
  const cookie = await signUp(server.url);
  const load = await loadDashboard({ url: server.url, cookie, connections, seconds });
  await server.stop();
  await store.dispose();
  rows.push({ kind, ...load });
}

console.log(`\nGET /v1/dashboard, ${connections} connections, ${seconds} s, one server process\n`);
const header = [
  'db',
  'answers',
  '200',
  '503',
  'no R-A',
  'other',
  '>10 s',
  'timeouts',
  'errors',
  'p50',
  'p99',
  'max ms',
];
console.log(header.map((h, i) => (i === 0 ? h.padEnd(9) : h.padStart(8))).join(' '));
for (const row of rows) {
  const cells = [
    row.answers,
    row.ok,
    row.busy,
    row.busyWithoutRetryAfter,
    row.other,
    row.slow,
    row.timeouts,
    row.errors,
    row.p50,
    row.p99,
    row.max,
  ];
  console.log([row.kind.padEnd(9), ...cells.map((c) => String(c).padStart(8))].join(' '));
}
