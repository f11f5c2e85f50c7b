import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZFile,
  ZFileList,
  ZFileListQuery,
  ZFileTokenQuery,
  ZFileUpdate,
  ZPreviewQuery,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { authOf } from '../../lib/auth-context.ts';
import { findBucket } from './buckets.ts';
import { parseContentRange } from './content-range.ts';
import { createFile } from './create-file.ts';
import { deleteFile } from './delete-file.ts';
import { findFile } from './find-file.ts';
import { getPreview } from './get-preview.ts';
import { listFiles } from './list-files.ts';
import { openFile } from './open-file.ts';
import { planUpload } from './plan-upload.ts';
import { receiveUpload } from './receive-upload.ts';
import { sendContent } from './send-content.ts';
import { createStorageContext, type StorageContext } from './storage-context.ts';
import { toFileDto } from './to-file-dto.ts';
import { updateFile } from './update-file.ts';

const ZBucketParams = z.object({ bucketId: z.string().min(1).max(36) });
const ZFileParams = ZBucketParams.extend({ fileId: z.string().min(1).max(36) });

/** A busy image queue answers 503 with a hint of when to come back. */
function retryLater(reply: FastifyReply) {
  return (error: unknown) => {
    if (error instanceof AppError && error.type === 'general_service_unavailable') {
      void reply.header('retry-after', '2');
    }
    throw error;
  };
}

/**
 * Storage API under /v1/storage/buckets/{bucketId}/files, in the SDK's protocol. Reading is open
 * to whoever the file's permissions (or a share-link token) allow, guests included; writing needs
 * a session. Returns the storage context (tests and the sweep, started by the server, use it).
 */
export async function fileRoutes(app: FastifyInstance, deps: AppDeps): Promise<StorageContext> {
  const storage = await createStorageContext({ deps });
  app.addHook('onClose', async () => storage.store.close());
  const userOf = async (request: FastifyRequest) => (await app.authenticate(request))?.user ?? null;
  const uploadLimit = {
    max: deps.config.UPLOAD_MAX_PER_USER_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => {
      const auth = await app.authenticate(request);
      return auth ? `upload:user:${auth.user.id}` : `upload:ip:${request.ip}`;
    },
  };

  // Multipart parsing only where uploads are expected (encapsulated in this scope).
  await app.register(async (scope) => {
    // File names arrive as sent (no silent basename): one with a path is refused, not rewritten.
    await scope.register(multipart, { preservePath: true });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: app.guards.requireUser };
    const files = '/v1/storage/buckets/:bucketId/files';

    r.get(
      files,
      {
        schema: {
          params: ZBucketParams,
          querystring: ZFileListQuery,
          response: { 200: ZFileList },
        },
      },
      async (request) => {
        const bucket = findBucket(storage.buckets, request.params.bucketId);
        return listFiles({
          db: deps.db,
          user: await userOf(request),
          bucketId: bucket.id,
          query: request.query,
        });
      },
    );

    r.post(
      files,
      {
        ...signedIn,
        config: { rateLimit: uploadLimit },
        schema: { params: ZBucketParams, response: { 200: ZFile, 201: ZFile } },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const bucket = findBucket(storage.buckets, request.params.bucketId);
        const range = parseContentRange(request.headers['content-range']);
        const plan = await planUpload({ deps, auth, bucket, range });
        const upload = await receiveUpload({ request, store: storage.store, limits: plan.limits });
        const header = request.headers['x-appwrite-id'];
        const { file, created } = await createFile({
          deps,
          storage,
          auth,
          bucket,
          chunk: plan.chunk,
          uploadId: typeof header === 'string' ? header : undefined,
          upload,
        }).catch(retryLater(reply));
        return reply.status(created ? 201 : 200).send(file);
      },
    );

    r.get(
      `${files}/:fileId`,
      { schema: { params: ZFileParams, response: { 200: ZFile } } },
      async (request) => {
        const { bucketId, fileId } = request.params;
        const user = await userOf(request);
        return toFileDto(await findFile({ db: deps.db, user, bucketId, fileId, action: 'read' }));
      },
    );

    r.put(
      `${files}/:fileId`,
      { ...signedIn, schema: { params: ZFileParams, body: ZFileUpdate, response: { 200: ZFile } } },
      async (request) => {
        const bucket = findBucket(storage.buckets, request.params.bucketId);
        return updateFile({
          deps,
          auth: authOf(request),
          bucket,
          fileId: request.params.fileId,
          input: request.body,
        });
      },
    );

    r.delete(
      `${files}/:fileId`,
      { ...signedIn, schema: { params: ZFileParams } },
      async (request, reply) => {
        const { bucketId, fileId } = request.params;
        await deleteFile({ deps, storage, auth: authOf(request), bucketId, fileId });
        return reply.status(204).send();
      },
    );

    for (const [action, disposition] of [
      ['download', 'attachment'],
      ['view', 'inline'],
    ] as const) {
      r.get(
        `${files}/:fileId/${action}`,
        { schema: { params: ZFileParams, querystring: ZFileTokenQuery } },
        async (request, reply) => {
          const { bucketId, fileId } = request.params;
          const { row, object } = await openFile({
            deps,
            storage,
            user: await userOf(request),
            bucketId,
            fileId,
            token: request.query.token,
          });
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
      { schema: { params: ZFileParams, querystring: ZPreviewQuery } },
      async (request, reply) => {
        const { bucketId, fileId } = request.params;
        const preview = await getPreview({
          deps,
          storage,
          log: request.log,
          user: await userOf(request),
          bucketId,
          fileId,
          query: request.query,
        }).catch(retryLater(reply));
        return sendContent(request, reply, preview);
      },
    );
  });
  return storage;
}
