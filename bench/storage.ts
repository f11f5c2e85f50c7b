/**
 * Storage under abuse: the server's memory (resident set, and its peak per scenario, read from
 * /proc) while it is sent decompression bombs, a large image, and previews of many option sets;
 * how many renderings those previews cost and what the preview cache holds. The server runs in
 * its own process (the real `server.ts`), so the figures are its own.
 *   npx tsx bench/storage.ts [--bombs 20] [--previews 200] [--concurrency 16]
 * With BENCH_DATABASE_URL (or TEST_DATABASE_URL) set it runs on PostgreSQL too. The server gets
 * MALLOC_ARENA_MAX=2 as `npm start` gives it (override it in the environment to compare).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { bombPng } from './png-bomb.ts';
import { ADMIN, argNumber, kinds, sessionCookie } from './support.ts';

const bombCount = argNumber('bombs', 20);
const previewCount = argNumber('previews', 200);
const concurrency = argNumber('concurrency', 16);
const CACHE_CAP = 2 * 1024 * 1024;

const root = path.resolve(import.meta.dirname, '..');
const mb = (bytes: number) =>
  `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** Resident set and its peak (kB in /proc), in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Starts counting the peak again (Linux: writing 5 to clear_refs resets VmHWM). */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

async function freshDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') return { env: {} as Record<string, string>, drop: async () => {} };
  const url = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)!;
  const name = `copyvest_bench_storage_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: dbUrl.toString() },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ACCRUAL_MODE: 'manual',
      WEB_DIST: '/nonexistent',
      LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
      UPLOAD_MAX_PER_USER_PER_MINUTE: '100000',
      PREVIEW_CACHE_MAX_BYTES: String(CACHE_CAP),
      // As `npm start` runs the server (see README): fewer malloc arenas for libvips' threads.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function activeUser(base: string, adminCookie: string) {
  const email = `bench-storage-${Date.now()}@example.test`;
  const password = 'correct-horse-1';
  const created = await fetch(`${base}/v1/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'unique()', email, password, name: 'Bench' }),
  });
  const { $id } = (await created.json()) as { $id: string };
  await fetch(`${base}/v1/users/${$id}/activate`, {
    method: 'POST',
    headers: { cookie: adminCookie, 'content-type': 'application/json' },
    body: '{}',
  });
  return sessionCookie(base, '/v1/account/sessions/email', { email, password });
}

async function upload(base: string, cookie: string, data: Buffer, name: string) {
  const form = new FormData();
  form.append('fileId', 'unique()');
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${base}/v1/storage/buckets/uploads/files`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { $id?: string; type?: string },
  };
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

function folderBytes(folder: string): { files: number; bytes: number } {
  if (!fs.existsSync(folder)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-bench-storage-'));
  const database = await freshDatabase(kind);
  const { child, base } = await startServer({ DATA_DIR: dataDir, ...database.env });
  const pid = child.pid!;
  const rows: [string, string, string, string][] = [];
  const measure = async (label: string, outcome: () => Promise<string>) => {
    resetPeak(pid);
    const before = memoryOf(pid).rss;
    const result = await outcome();
    const after = memoryOf(pid);
    rows.push([label, result, `${mb(before)} → ${mb(after.rss)}`, mb(after.peak)]);
  };
  try {
    const adminCookie = await sessionCookie(base, '/v1/account/sessions/email', ADMIN);
    const cookie = await activeUser(base, adminCookie);
    const small = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer();
    await upload(base, cookie, small, 'warm-up.png');
    await measure('idle 3 s after start and one upload', async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return '';
    });

    await measure(`${bombCount} PNG bombs (50000² declared, ~120 KB each)`, async () => {
      const bomb = bombPng(50_000, 50_000);
      const statuses: Record<number, number> = {};
      await inParallel(Array.from({ length: bombCount }), 4, async () => {
        const { status } = await upload(base, cookie, bomb, 'bomb.png');
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
      return Object.entries(statuses)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ');
    });

    const huge = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#345' },
    })
      .png()
      .toBuffer();
    await measure(`49 MP image (${(huge.length / 1024).toFixed(0)} KB)`, async () => {
      const { status, body } = await upload(base, cookie, huge, 'huge.png');
      return `${status} ${body.type ?? ''}`.trim();
    });

    const large = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#567' },
    })
      .png()
      .toBuffer();
    let largeId = '';
    await measure(
      `36 MP image (${(large.length / 1024).toFixed(0)} KB), checked by decoding`,
      async () => {
        const { status, body } = await upload(base, cookie, large, 'large.png');
        largeId = body.$id ?? '';
        return String(status);
      },
    );

    const preview = async (query: string, statuses: Record<number, number>) => {
      const response = await fetch(
        `${base}/v1/storage/buckets/uploads/files/${largeId}/preview?${query}`,
        { headers: { cookie } },
      );
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    };
    const summary = (statuses: Record<number, number>) =>
      Object.entries(statuses)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ');
    const previewsDir = path.join(dataDir, 'storage', 'previews');
    const rendered = () => folderBytes(previewsDir).files;

    // Thumbnails asked at slightly different sizes and qualities (what a careless client does).
    const jitter = (index: number, spread: number) => (index * 7919) % spread;
    const thumbnails = Array.from(
      { length: previewCount },
      (_, index) =>
        `width=${140 + jitter(index, 21)}&height=${90 + jitter(index * 3, 21)}&quality=${70 + jitter(index * 5, 21)}&output=jpg`,
    );
    const before = rendered();
    await measure(
      `${previewCount} thumbnails, sizes ±10 px, quality 70-90, ${concurrency} at a time`,
      async () => {
        const statuses: Record<number, number> = {};
        await inParallel(thumbnails, concurrency, (query) => preview(query, statuses));
        return `${summary(statuses)}; ${rendered() - before} renderings`;
      },
    );

    // Every option set different, large ones included: memory and the cache cap.
    const varied = Array.from(
      { length: previewCount },
      (_, index) =>
        `width=${64 + jitter(index, 3936)}&height=${64 + jitter(index * 13, 3936)}&quality=${1 + jitter(index, 100)}&output=jpg`,
    );
    await measure(
      `${previewCount} previews up to 4000², all different, ${concurrency} at a time`,
      async () => {
        const statuses: Record<number, number> = {};
        await inParallel(varied, concurrency, (query) => preview(query, statuses));
        return summary(statuses);
      },
    );
    await measure(
      `${concurrency} full-size previews (no size: 4000² of 6000²) at once`,
      async () => {
        const statuses: Record<number, number> = {};
        await inParallel(
          Array.from(
            { length: concurrency },
            (_, index) => `quality=${10 * (index % 10) + 5}&output=jpg`,
          ),
          concurrency,
          (query) => preview(query, statuses),
        );
        return summary(statuses);
      },
    );
    const cache = folderBytes(previewsDir);

    console.log(
      `\n${kind} (MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'}): server process memory, resident before → after and peak during each step`,
    );
    console.table(
      rows.map(([step, result, rss, peak]) => ({ step, result, 'rss before → after': rss, peak })),
    );
    console.log(
      `preview cache on disk after the runs: ${cache.files} files, ${mb(cache.bytes)} (cap ${mb(CACHE_CAP)})`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const kind of kinds()) await run(kind);
