/** What other modules, the plugins and the app use of files; the rest of the folder is its own. */
export { avatarFileIdOf, avatarPreviewUrl } from './avatar-url.ts';
export { fileRoutes } from './routes.ts';
export { grantPrivateRead } from './grant-private-read.ts';
export { fileTokenRoutes } from './tokens/routes.ts';
export { type StorageContext } from './storage-context.ts';
export { startStorageSweep } from './storage-sweep-timer.ts';
export { openBucketStore, openFileStore } from './open-file-store.ts';
export { type FileStore } from './file-store.ts';
export { objectKey } from './storage-keys.ts';
