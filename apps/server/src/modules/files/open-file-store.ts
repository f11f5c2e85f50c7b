import type { Config } from '../../config.ts';
import { storageDirOf } from './buckets.ts';
import { DiskFileStore, type FileStore } from './file-store.ts';

/**
 * The file store a configuration names, for those that use the store outside an app: the backups
 * and the restore (decision 050). The disk today; the S3 driver opens its bucket here.
 */
export async function openFileStore(config: Config): Promise<FileStore> {
  return new DiskFileStore(storageDirOf(config));
}
