/**
 * Decision 015: many connections at once against a real server process. Every connection asks for
 * the dashboard (a session lookup and three queries) as fast as it can; prints how the answers
 * split (200 / 503 / other), latencies and how many took longer than 10 s or never came. Exits 1
 * when an answer is neither 200 nor a 503 with Retry-After, or one took longer than 10 s or never
 * came: past its concurrency the server must say "busy" early.
 *   npx tsx bench/overload.ts [--connections 200] [--seconds 20] [--smoke]
 */
import { signUp } from './accounts.ts';
import { loadDashboard } from './dashboard-load.ts';
import { createStore, startServerProcess } from './server-process.ts';
import { argNumber, check, runBench } from './support.ts';

const connections = argNumber('connections', 200, 20);
const seconds = argNumber('seconds', 20, 1);

await runBench(async () => {
  const store = await createStore('overload');
  const server = await startServerProcess(store);
  const user = await signUp({ base: server.url, label: 'overload' });
  const load = await loadDashboard({ url: server.url, cookie: user.cookie, connections, seconds });
  await server.stop();
  await store.dispose();

  console.log(
    `\nGET /v1/dashboard, ${connections} connections, ${seconds} s, one server process\n`,
  );
  const row: [string, number][] = [
    ['answers', load.answers],
    ['200', load.ok],
    ['503', load.busy],
    ['no R-A', load.busyWithoutRetryAfter],
    ['other', load.other],
    ['>10 s', load.slow],
    ['timeouts', load.timeouts],
    ['errors', load.errors],
    ['p50', load.p50],
    ['p99', load.p99],
    ['max ms', load.max],
  ];
  console.log(row.map(([h]) => h.padStart(8)).join(' '));
  console.log(row.map(([, c]) => String(c).padStart(8)).join(' '));
  check(load.ok > 0, 'no dashboard answered 200');
  check(load.other === 0, `${load.other} answers other than 200 or 503`);
  check(load.busyWithoutRetryAfter === 0, `${load.busyWithoutRetryAfter} 503s without Retry-After`);
  check(
    load.slow + load.timeouts + load.errors === 0,
    `${load.slow} answers slower than 10 s, ${load.timeouts} timeouts, ${load.errors} errors`,
  );
});
