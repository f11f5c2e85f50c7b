import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { messages, type TPreviewQuery } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import type { UserRow } from '../../db/rows.ts';
import { findReadableFile } from './find-readable-file.ts';
import { readImageSize } from './read-image-size.ts';
import {
  CONTENT_TYPE_OF_FORMAT,
  PIXELS_PER_RENDER_UNIT,
  previewHashOf,
  previewPixels,
  previewSpecOf,
} from './preview-spec.ts';
import { renderPreview } from './render-preview.ts';
import { supportsHeicOutput } from './supports-heic-output.ts';
import { isImageType } from './sniff-image-type.ts';
import type { StorageContext } from './storage-context.ts';
import { objectKey, previewKey } from './storage-keys.ts';

export interface GetPreviewOptions {
  deps: AppDeps;
  storage: StorageContext;
  log: FastifyBaseLogger;
  user: UserRow | null;
  bucketId: string;
  fileId: string;
  query: TPreviewQuery;
}

export interface Preview {
  body: Buffer | Readable;
  size: number;
  contentType: string;
  /** Changes with the file and the options. */
  etag: string;
}

/**
 * A transformed image of a readable file (by rights or share-link token). Rendered once per file
 * and normalised options, a few at a time, then served from the preview cache (bounded on disk,
 * least recently used out; dropped with the file).
 */
export async function getPreview(options: GetPreviewOptions): Promise<Preview> {
  const { deps, storage, log } = options;
  const row = await findReadableFile({ ...options, token: options.query.token });
  // A PDF (a support-ticket attachment) has no preview: it is read as it is.
  if (!isImageType(row.mimeType)) {
    throw appError('storage_file_type_unsupported', messages.files.previewImagesOnly);
  }
  const spec = previewSpecOf(options.query, row.mimeType);
  if (spec.format === 'heic' && !(await supportsHeicOutput())) {
    throw appError('general_argument_invalid', messages.files.outputUnsupported('heic'));
  }
  const hash = previewHashOf(spec);
  const key = previewKey(row.storageName, hash, spec.format);
  const contentType = CONTENT_TYPE_OF_FORMAT[spec.format];
  const etag = `"${(row.signature ?? '').slice(0, 16)}-${hash.slice(0, 16)}"`;

  const cached = await storage.previews.get(key);
  if (cached) return { body: cached.stream, size: cached.size, contentType, etag };

  const source = objectKey(row.storageName);
  if (!(await storage.store.exists(source))) throw appError('storage_file_not_found');
  // On S3 the source is downloaded once for the size and the render (decision 049).
  const data = await storage.store.withLocalFile(source, async (path) => {
    const size = await readImageSize({ path });
    if (!size) throw appError('storage_preview_unavailable');
    const weight = previewPixels(spec, size) / PIXELS_PER_RENDER_UNIT;
    return storage.images.run(
      key,
      async () => {
        let rendered: Buffer;
        try {
          rendered = await renderPreview({
            path,
            spec,
            maxPixels: deps.config.STORAGE_MAX_IMAGE_PIXELS,
          });
        } catch (error) {
          log.warn({ err: error, fileId: row.id }, 'preview failed');
          throw appError('storage_preview_unavailable');
        }
        await storage.previews.put(key, rendered).catch((error: unknown) => {
          log.warn({ err: error, fileId: row.id }, 'could not cache a preview');
        });
        return rendered;
      },
      weight,
    );
  });
  return { body: data, size: data.length, contentType, etag };
}
