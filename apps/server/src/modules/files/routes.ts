import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_BUCKET,
  ZFile,
  ZFileList,
  ZFileListQuery,
  ZFileUpdate,
  ZPreviewQuery,
  ZUser,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../plugins/auth.ts';
import { toUserDto } from '../users/to-user-dto.ts';
import { bucketsOf, findBucket, storageDirOf } from './buckets.ts';
import { parseContentRange } from './content-range.ts';
import { createFile } from './create-file.ts';
import { deleteFile } from './delete-file.ts';
import { DiskFileStore } from './file-store.ts';
import { findFile } from './find-file.ts';
import { getPreview } from './get-preview.ts';
import { listFiles } from './list-files.ts';
import { openFile } from './open-file.ts';
import { receiveUpload } from './receive-upload.ts';
import { RenderQueue } from './render-queue.ts';
import { sendContent } from './send-content.ts';
import { setAvatar } from './set-avatar.ts';
import { toFileDto } from './to-file-dto.ts';
import { updateFile } from './update-file.ts';
import { uploadLimits } from './upload-limits.ts';

const ZBucketParams = z.object({ bucketId: z.string().min(1).max(36) });
const ZFileParams = ZBucketParams.extend({ fileId: z.string().min(1).max(36) });

/** Storage API under /v1/storage/buckets/{bucketId}/files, and the avatar upload. */
export async function fileRoutes(app: FastifyInstance, deps: AppDeps) {
  const store = new DiskFileStore(storageDirOf(deps.config));
  const buckets = bucketsOf(deps.config);
  const queue = new RenderQueue(2);

  // Multipart parsing only where uploads are expected (encapsulated in this scope).
  await app.register(async (scope) => {
    await scope.register(multipart);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: app.guards.requireUser };
    const files = '/v1/storage/buckets/:bucketId/files';

    r.get(
      files,
      {
        ...signedIn,
        schema: {
          params: ZBucketParams,
          querystring: ZFileListQuery,
          response: { 200: ZFileList },
        },
      },
      async (request) => {
        const bucket = findBucket(buckets, request.params.bucketId);
        return listFiles(deps, authOf(request), bucket.id, request.query);
      },
    );

    r.post(
      files,
      { ...signedIn, schema: { params: ZBucketParams, response: { 201: ZFile } } },
      async (request, reply) => {
        const bucket = findBucket(buckets, request.params.bucketId);
        const range = parseContentRange(request.headers['content-range']);
        const upload = await receiveUpload(request, store, uploadLimits(bucket, range));
        const file = await createFile({
          deps,
          store,
          auth: authOf(request),
          bucket,
          range,
          upload,
        });
        return reply.status(201).send(file);
      },
    );

    r.get(
      `${files}/:fileId`,
      { ...signedIn, schema: { params: ZFileParams, response: { 200: ZFile } } },
      async (request) => {
        const { bucketId, fileId } = request.params;
        return toFileDto(await findFile(deps.db, authOf(request), bucketId, fileId, 'read'));
      },
    );

    r.put(
      `${files}/:fileId`,
      { ...signedIn, schema: { params: ZFileParams, body: ZFileUpdate, response: { 200: ZFile } } },
      async (request) => {
        const { bucketId, fileId } = request.params;
        return updateFile(deps, authOf(request), bucketId, fileId, request.body);
      },
    );

    r.delete(
      `${files}/:fileId`,
      { ...signedIn, schema: { params: ZFileParams } },
      async (request, reply) => {
        const { bucketId, fileId } = request.params;
        await deleteFile(deps, store, authOf(request), bucketId, fileId);
        return reply.status(204).send();
      },
    );

    for (const [action, disposition] of [
      ['download', 'attachment'],
      ['view', 'inline'],
    ] as const) {
      r.get(
        `${files}/:fileId/${action}`,
        { ...signedIn, schema: { params: ZFileParams } },
        async (request, reply) => {
          const { bucketId, fileId } = request.params;
          const { row, object } = await openFile(deps, store, authOf(request), bucketId, fileId);
          return sendContent(request, reply, {
            body: object.stream,
            size: object.size,
            contentType: row.mimeType,
            etag: `"${row.signature}"`,
            disposition: { type: disposition, fileName: row.name },
          });
        },
      );
    }

    r.get(
      `${files}/:fileId/preview`,
      { ...signedIn, schema: { params: ZFileParams, querystring: ZPreviewQuery } },
      async (request, reply) => {
        const { bucketId, fileId } = request.params;
        const preview = await getPreview({
          deps,
          store,
          queue,
          log: request.log,
          auth: authOf(request),
          bucketId,
          fileId,
          query: request.query,
        });
        return sendContent(request, reply, preview);
      },
    );

    r.post(
      '/v1/account/avatar',
      { ...signedIn, schema: { response: { 200: ZUser } } },
      async (request) => {
        const upload = await receiveUpload(
          request,
          store,
          uploadLimits(findBucket(buckets, AVATAR_BUCKET), null),
        );
        return toUserDto(await setAvatar({ deps, store, auth: authOf(request), upload }));
      },
    );
  });
}
