import type { AppDeps } from '../../app-deps.ts';
import { bucketsOf, type Bucket } from './buckets.ts';
import type { FileStore } from './file-store.ts';
import { openFileStore } from './open-file-store.ts';
import { PreviewCache } from './preview-cache.ts';
import { RenderQueue } from './render-queue.ts';

/** What the storage services share in one process: where bytes live, the buckets, image work. */
export interface StorageContext {
  store: FileStore;
  buckets: Record<string, Bucket>;
  previews: PreviewCache;
  /** Preview renders and upload image checks, a few at a time. */
  images: RenderQueue;
  /** The app's logger, for what fails after the answer is decided (an orphaned file on disk). */
  log: AppDeps['log'];
}

export interface CreateStorageContextOptions {
  deps: AppDeps;
  store?: FileStore;
}

export async function createStorageContext({
  deps,
  store,
}: CreateStorageContextOptions): Promise<StorageContext> {
  const fileStore = store ?? (await openFileStore(deps.config));
  return {
    store: fileStore,
    buckets: bucketsOf(deps.config),
    previews: new PreviewCache(fileStore, deps.config.PREVIEW_CACHE_MAX_BYTES, deps.clock),
    images: new RenderQueue(deps.config.PREVIEW_CONCURRENCY),
    log: deps.log,
  };
}
