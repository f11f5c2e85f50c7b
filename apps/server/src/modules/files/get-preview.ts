import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { messages, type TPreviewQuery } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { FileStore } from './file-store.ts';
import { findFile } from './find-file.ts';
import { CONTENT_TYPE_OF_FORMAT, previewHashOf, previewSpecOf } from './preview-spec.ts';
import { renderPreview, supportsHeicOutput } from './render-preview.ts';
import type { RenderQueue } from './render-queue.ts';
import { objectKey, previewKey } from './storage-keys.ts';

export interface GetPreviewOptions {
  deps: AppDeps;
  store: FileStore;
  queue: RenderQueue;
  log: FastifyBaseLogger;
  auth: AuthContext;
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
 * A transformed image of a file the user may read. Rendered once per file and normalised
 * options, then served from the file store's preview cache (dropped with the file).
 */
export async function getPreview(options: GetPreviewOptions): Promise<Preview> {
  const { deps, store, queue, log, auth } = options;
  const row = await findFile(deps.db, auth, options.bucketId, options.fileId, 'read');
  if (row.status !== 'ready') throw appError('storage_upload_incomplete');
  const spec = previewSpecOf(options.query, row.mimeType);
  if (spec.format === 'heic' && !(await supportsHeicOutput())) {
    throw appError('general_argument_invalid', messages.files.outputUnsupported('heic'));
  }
  const hash = previewHashOf(spec);
  const key = previewKey(row.storageName, hash, spec.format);
  const contentType = CONTENT_TYPE_OF_FORMAT[spec.format];
  const etag = `"${(row.signature ?? '').slice(0, 16)}-${hash.slice(0, 16)}"`;

  const cached = await store.get(key);
  if (cached) return { body: cached.stream, size: cached.size, contentType, etag };

  const data = await queue.run(key, async () => {
    const source = await store.get(objectKey(row.storageName));
    if (!source) throw appError('storage_file_not_found');
    let rendered: Buffer;
    try {
      rendered = await renderPreview(source.stream, spec);
    } catch (error) {
      log.warn({ err: error, fileId: row.id }, 'preview failed');
      throw appError('storage_preview_unavailable');
    } finally {
      source.stream.destroy();
    }
    await store.put(key, Readable.from([rendered])).catch((error: unknown) => {
      log.warn({ err: error, fileId: row.id }, 'could not cache a preview');
    });
    return rendered;
  });
  return { body: data, size: data.length, contentType, etag };
}
