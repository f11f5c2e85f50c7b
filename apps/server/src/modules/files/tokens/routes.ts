import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFileTokenCreate, ZListQuery, ZResourceToken, ZResourceTokenList } from '@copyvest/shared';
import type { AppDeps } from '../../../app-deps.ts';
import { authOf } from '../../../lib/auth-context.ts';
import { createFileToken } from './create-file-token.ts';
import { deleteFileToken } from './delete-file-token.ts';
import { listFileTokens } from './list-file-tokens.ts';
import { findTokenForUser } from './find-token-for-user.ts';
import { fileTokenKey } from './file-token-jwt.ts';
import { toTokenDto } from './to-token-dto.ts';
import { updateFileToken } from './update-file-token.ts';

const ZFileParams = z.object({
  bucketId: z.string().min(1).max(36),
  fileId: z.string().min(1).max(36),
});
const ZTokenParams = z.object({ tokenId: z.string().min(1).max(36) });

/**
 * File tokens (share links) on Appwrite's paths (`tokens` service): the client SDK has no calls
 * for them, so these are the server API in the same wire format. A token's `secret` is the
 * `token` parameter of /download, /view and /preview.
 */
export async function fileTokenRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.guards.requireUser };
  const fileTokens = '/v1/tokens/buckets/:bucketId/files/:fileId';

  r.post(
    fileTokens,
    {
      ...signedIn,
      schema: { params: ZFileParams, body: ZFileTokenCreate, response: { 201: ZResourceToken } },
    },
    async (request, reply) => {
      const token = await createFileToken({
        deps,
        user: authOf(request).user,
        ...request.params,
        expire: request.body.expire,
      });
      return reply.status(201).send(token);
    },
  );

  r.get(
    fileTokens,
    {
      ...signedIn,
      schema: {
        params: ZFileParams,
        querystring: ZListQuery,
        response: { 200: ZResourceTokenList },
      },
    },
    async (request) =>
      listFileTokens({ deps, user: authOf(request).user, ...request.params, query: request.query }),
  );

  r.get(
    '/v1/tokens/:tokenId',
    { ...signedIn, schema: { params: ZTokenParams, response: { 200: ZResourceToken } } },
    async (request) => {
      const row = await findTokenForUser({ deps, user: authOf(request).user, ...request.params });
      return toTokenDto(row, fileTokenKey(deps.jwtKey));
    },
  );

  r.patch(
    '/v1/tokens/:tokenId',
    {
      ...signedIn,
      schema: { params: ZTokenParams, body: ZFileTokenCreate, response: { 200: ZResourceToken } },
    },
    async (request) =>
      updateFileToken({
        deps,
        user: authOf(request).user,
        tokenId: request.params.tokenId,
        expire: request.body.expire,
      }),
  );

  r.delete(
    '/v1/tokens/:tokenId',
    { ...signedIn, schema: { params: ZTokenParams } },
    async (request, reply) => {
      await deleteFileToken({ deps, user: authOf(request).user, ...request.params });
      return reply.status(204).send();
    },
  );
}
