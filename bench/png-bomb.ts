/**
 * Decompression bombs against the upload path (decision 018): `--bombs` PNGs that declare
 * `--side`² pixels in a few compressed bytes, `--concurrency` at a time, by an active user. Every
 * one must be refused with a 4xx before any decoding; prints refusals per second, latency and the
 * server process's memory (resident before → after, and its peak). Exits 1 when one is accepted
 * or answered otherwise, or the server's peak grows by more than `--max-growth-mb` (256).
 *   npx tsx bench/png-bomb.ts [--bombs 200] [--side 50000] [--concurrency 8] [--smoke]
 */
import { signInAdmin, signUp } from './accounts.ts';
import { bombPng } from './bomb-png.ts';
import { mb, memoryOf, resetPeak } from './process-memory.ts';
import { createStore, startServerProcess } from './server-process.ts';
import { argNumber, check, inParallel, percentile, runBench } from './support.ts';
import { uploadFile } from './upload-file.ts';

const bombCount = argNumber('bombs', 200, 4);
const side = argNumber('side', 50_000, 20_000);
const concurrency = argNumber('concurrency', 8, 2);
const maxGrowth = argNumber('max-growth-mb', 256) * 1024 * 1024;

await runBench(async () => {
  const store = await createStore('png-bomb');
  const server = await startServerProcess(store, { UPLOAD_MAX_PER_USER_PER_MINUTE: '100000' });
  const base = server.url;
  const admin = await signInAdmin({ base });
  const { cookie } = await signUp({ base, label: 'bomb', activateWith: admin });
  const bomb = bombPng(side, side);
  const pid = server.child.pid!;
  resetPeak(pid);
  const before = memoryOf(pid);
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const started = performance.now();
  await inParallel(Array.from({ length: bombCount }), concurrency, async () => {
    const sent = performance.now();
    const { status } = await uploadFile({ base, cookie, data: bomb, name: 'bomb.png' });
    latencies.push(performance.now() - sent);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const seconds = (performance.now() - started) / 1000;
  const after = memoryOf(pid);
  await server.stop();
  await store.dispose();

  latencies.sort((a, b) => a - b);
  const answers = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
  console.log(
    `\n${bombCount} PNG bombs of ${side}² declared pixels (${(bomb.length / 1024).toFixed(0)} KB each), ${concurrency} at a time`,
  );
  console.log(
    `answers ${answers}; ${(bombCount / seconds).toFixed(0)} refusals/s; p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; server memory ${mb(before.rss)} → ${mb(after.rss)}, peak ${mb(after.peak)}`,
  );
  const refused = [...statuses].filter(([status]) => status >= 400 && status < 500);
  const refusals = refused.reduce((sum, [, count]) => sum + count, 0);
  check(
    refusals === bombCount,
    `${bombCount - refusals} bombs not refused with a 4xx (${answers})`,
  );
  check(
    after.peak - before.rss <= maxGrowth,
    `server peak ${mb(after.peak)} grew more than ${mb(maxGrowth)} over ${mb(before.rss)}`,
  );
});
