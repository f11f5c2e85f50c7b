import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema.ts';
import { abortUpload } from './abort-upload.ts';
import type { StorageContext } from './storage-context.ts';
import {
  OBJECTS_PREFIX,
  PREVIEWS_PREFIX,
  STAGING_PREFIX,
  storageNameOfKey,
  UPLOADS_PREFIX,
} from './storage-keys.ts';

export interface SweepResult {
  /** Unfinished uploads past UPLOAD_EXPIRY_HOURS, removed with their parts. */
  expiredUploads: number;
  /** Bytes with no file row (a process stopped between writing them and recording them). */
  orphans: number;
  /** Half-written or staged bytes of requests that never finished. */
  abandoned: number;
}

const BATCH = 100;

export interface SweepStorageOptions {
  deps: AppDeps;
  storage: StorageContext;
}

/**
 * The storage sweep (on a timer; tests call it with a moved clock): removes unfinished uploads
 * older than UPLOAD_EXPIRY_HOURS (rows, parts, quota), then bytes that no row explains and that
 * are as old, then re-reads the preview cache from disk and evicts it down to its cap.
 */
export async function sweepStorage(options: SweepStorageOptions): Promise<SweepResult> {
  const { deps, storage } = options;
  const cutoff = new Date(deps.clock.now().getTime() - deps.config.UPLOAD_EXPIRY_HOURS * 3_600_000);
  const result: SweepResult = { expiredUploads: 0, orphans: 0, abandoned: 0 };

  for (;;) {
    const expired = await deps.db
      .select({ bucketId: files.bucketId, id: files.id, storageName: files.storageName })
      .from(files)
      .where(and(eq(files.status, 'uploading'), lt(files.createdAt, cutoff)))
      .limit(BATCH);
    for (const row of expired) {
      if (await abortUpload({ deps, storage, row })) result.expiredUploads += 1;
    }
    if (expired.length < BATCH) break;
  }

  // Bytes, parts and previews whose file row is gone.
  for (const prefix of [OBJECTS_PREFIX, UPLOADS_PREFIX, PREVIEWS_PREFIX]) {
    const stale = new Map<string, string[]>();
    for await (const object of storage.store.list(prefix)) {
      if (object.modifiedAt >= cutoff) continue;
      const name = storageNameOfKey(object.key);
      stale.set(name, [...(stale.get(name) ?? []), object.key]);
    }
    const names = [...stale.keys()];
    for (let start = 0; start < names.length; start += BATCH) {
      const batch = names.slice(start, start + BATCH);
      const known = await deps.db
        .select({ storageName: files.storageName })
        .from(files)
        .where(inArray(files.storageName, batch));
      const alive = new Set(known.map((row) => row.storageName));
      for (const name of batch) {
        if (alive.has(name)) continue;
        for (const key of stale.get(name)!) await storage.store.delete(key);
        result.orphans += 1;
      }
    }
  }

  for await (const object of storage.store.list(STAGING_PREFIX)) {
    if (object.modifiedAt >= cutoff) continue;
    await storage.store.delete(object.key);
    result.abandoned += 1;
  }
  result.abandoned += await storage.store.deleteAbandonedWrites(cutoff);

  await storage.previews.sync();
  return result;
}
