/**
 * Storage under abuse: the server's memory (resident set, and its peak per scenario, read from
 * /proc) while it is sent decompression bombs, a large image, and previews of many option sets;
 * how many renderings those previews cost and what the preview cache holds. The server runs in
 * its own process (the real `server.ts`), so the figures are its own.
 * Exits 1 when a bomb or the image over the pixel limit is accepted, the large image refused, a
 * preview not served, or the preview cache above its cap.
 *   npx tsx bench/storage.ts [--bombs 20] [--previews 200] [--concurrency 16] [--smoke]
 * The server gets MALLOC_ARENA_MAX=2 as `npm start` gives it (override it in the environment to
 * compare). The smoke run lowers the server's pixel limit to 1 MP so that its images stay small.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { signInAdmin, signUp } from './accounts.ts';
import { bombPng } from './bomb-png.ts';
import { mb, memoryOf, resetPeak } from './process-memory.ts';
import { createStore, startServerProcess } from './server-process.ts';
import { argNumber, check, inParallel, runBench, sleep, smoke } from './support.ts';
import { uploadFile } from './upload-file.ts';

const bombCount = argNumber('bombs', 20, 2);
const previewCount = argNumber('previews', 200, 6);
const concurrency = argNumber('concurrency', 16, 3);
const CACHE_CAP = 2 * 1024 * 1024;
/** The server's pixel limit; an image with more is refused at upload. */
const PIXEL_LIMIT = smoke ? 1_000_000 : 40_000_000;
/** Sides of the image over the limit (refused) and of the large one under it (accepted). */
const HUGE_SIDE = smoke ? 1100 : 7000;
const LARGE_SIDE = smoke ? 900 : 6000;
const megapixels = (side: number) => `${((side * side) / 1e6).toFixed(side < 2000 ? 2 : 0)} MP`;
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

async function run() {
  const store = await createStore('storage');
  const server = await startServerProcess(store, {
    LOG_LEVEL: 'error',
    UPLOAD_MAX_PER_USER_PER_MINUTE: '100000',
    PREVIEW_CACHE_MAX_BYTES: String(CACHE_CAP),
    STORAGE_MAX_IMAGE_PIXELS: String(PIXEL_LIMIT),
  });
  const base = server.url;
  const dataDir = store.dataDir;
  const pid = server.child.pid!;
  const rows: [string, string, string, string][] = [];
  const measure = async (label: string, outcome: () => Promise<string>) => {
    resetPeak(pid);
    const before = memoryOf(pid).rss;
    const result = await outcome();
    const after = memoryOf(pid);
    rows.push([label, result, `${mb(before)} → ${mb(after.rss)}`, mb(after.peak)]);
  };
  try {
    const admin = await signInAdmin({ base });
    const { cookie } = await signUp({ base, label: 'storage', activateWith: admin });
    const small = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer();
    const warmUp = await uploadFile({ base, cookie, data: small, name: 'warm-up.png' });
    check(warmUp.status === 201, `a 64² PNG upload answered ${warmUp.status}`);
    const idle = smoke ? 0.5 : 3;
    await measure(`idle ${idle} s after start and one upload`, async () => {
      await sleep(idle * 1000);
      return '';
    });

    const bomb = bombPng(50_000, 50_000);
    const bombSize = `${(bomb.length / 1024).toFixed(0)} KB`;
    await measure(`${bombCount} PNG bombs (50000² declared, ${bombSize} each)`, async () => {
      const statuses: Record<number, number> = {};
      await inParallel(Array.from({ length: bombCount }), 4, async () => {
        const { status } = await uploadFile({ base, cookie, data: bomb, name: 'bomb.png' });
        statuses[status] = (statuses[status] ?? 0) + 1;
        check(status >= 400 && status < 500, `a PNG bomb upload answered ${status}`);
      });
      return Object.entries(statuses)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ');
    });

    const huge = await sharp({
      create: { width: HUGE_SIDE, height: HUGE_SIDE, channels: 3, background: '#345' },
    })
      .png()
      .toBuffer();
    await measure(
      `${megapixels(HUGE_SIDE)} image (${(huge.length / 1024).toFixed(0)} KB)`,
      async () => {
        const { status, body } = await uploadFile({ base, cookie, data: huge, name: 'huge.png' });
        check(status >= 400 && status < 500, `an image over the pixel limit answered ${status}`);
        return `${status} ${body.type ?? ''}`.trim();
      },
    );

    const large = await sharp({
      create: { width: LARGE_SIDE, height: LARGE_SIDE, channels: 3, background: '#567' },
    })
      .png()
      .toBuffer();
    let largeId = '';
    await measure(
      `${megapixels(LARGE_SIDE)} image (${(large.length / 1024).toFixed(0)} KB), checked by decoding`,
      async () => {
        const { status, body } = await uploadFile({ base, cookie, data: large, name: 'large.png' });
        check(status === 201, `an image under the pixel limit answered ${status}`);
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
      check(response.status === 200, `preview ${query} answered ${response.status}`);
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
      `${concurrency} full-size previews (no size: at most 4000²) at once`,
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
      `\nPostgreSQL (MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'}): server process memory, resident before → after and peak during each step`,
    );
    console.table(
      rows.map(([step, result, rss, peak]) => ({ step, result, 'rss before → after': rss, peak })),
    );
    console.log(
      `preview cache on disk after the runs: ${cache.files} files, ${mb(cache.bytes)} (cap ${mb(CACHE_CAP)})`,
    );
    check(cache.bytes <= CACHE_CAP, `preview cache ${cache.bytes} bytes, over its cap`);
  } finally {
    await server.stop();
    await store.dispose();
  }
}

await runBench(run);
