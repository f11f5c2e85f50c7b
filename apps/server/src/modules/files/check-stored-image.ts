import type { AppDeps } from '../../app-deps.ts';
import { inspectImage } from './inspect-image.ts';
import { isImageType } from './sniff-image-type.ts';
import type { StorageContext } from './storage-context.ts';

/** Error types that mean the image itself is refused (not that the server is busy). */
export const IMAGE_REFUSALS = new Set([
  'storage_image_unreadable',
  'storage_image_resolution_exceeded',
  'storage_file_type_unsupported',
]);

export interface CheckStoredImageOptions {
  deps: AppDeps;
  storage: StorageContext;
  key: string;
  /** A PDF is not an image: nothing to inspect (its type was checked on its magic bytes). */
  mimeType: string;
}

/** Checks a stored image (pixel limit, decodes) in the image work queue, so checks are bounded too. */
export function checkStoredImage(options: CheckStoredImageOptions): Promise<void> {
  const { deps, storage, key, mimeType } = options;
  if (!isImageType(mimeType)) return Promise.resolve();
  return storage.images.run(`inspect:${key}`, () =>
    storage.store.withLocalFile(key, (path) =>
      inspectImage({ path, mimeType, maxPixels: deps.config.STORAGE_MAX_IMAGE_PIXELS }),
    ),
  );
}
