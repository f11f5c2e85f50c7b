import type { Config } from '../../config.ts';
import { storageDirOf } from './buckets.ts';
import { DiskFileStore, type FileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

/**
 * The file store STORAGE_DRIVER names (decision 049). With `s3` the bucket is checked first
 * (HeadBucket): a missing or unreachable one stops the start with a message naming S3_BUCKET.
 */
export async function openFileStore(config: Config): Promise<FileStore> {
  if (config.STORAGE_DRIVER === 'disk') return new DiskFileStore(storageDirOf(config));
  // The configuration's own check makes these present when the driver is s3.
  return openBucketStore(config, config.S3_BUCKET!);
}

/**
 * A store on another bucket of the same S3 service (the S3_* endpoint, region and credentials),
 * checked first: where backups go with BACKUP_S3_BUCKET or `s3://bucket/key` (decision 050).
 */
export async function openBucketStore(
  config: Config,
  bucket: string,
): Promise<FileStore & { close(): void }> {
  const store = new S3FileStore({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION!,
    bucket,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  try {
    await store.check();
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}
