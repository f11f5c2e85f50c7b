import type { Config } from '../../config.ts';
import { storageDirOf } from './buckets.ts';
import { DiskFileStore, type FileStore } from './file-store.ts';

/** The file store a configuration names: the app, the backups and the restore all make it here. */
export function createFileStore(config: Config): FileStore {
  return new DiskFileStore(storageDirOf(config));
}
