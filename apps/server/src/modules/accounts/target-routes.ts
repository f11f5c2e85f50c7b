import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idText,
  ZIdentityList,
  ZListQuery,
  ZPushTargetCreate,
  ZPushTargetUpdate,
  ZTarget,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { authOf } from '../../lib/auth-context.ts';
import { createPushTarget } from './create-push-target.ts';
import { deletePushTarget } from './delete-push-target.ts';
import { updatePushTarget } from './update-push-target.ts';
import { deleteIdentity } from './delete-identity.ts';
import { listIdentities } from './list-identities.ts';

const ZTargetParams = z.object({ targetId: idText() });
const ZIdentityParams = z.object({ identityId: idText() });

/** Push targets and sign-in identities of the account. */
export async function targetRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.guards.requireUser;

  r.post(
    '/v1/account/targets/push',
    { onRequest: signedIn, schema: { body: ZPushTargetCreate, response: { 201: ZTarget } } },
    async (request, reply) => {
      const { accountId } = authOf(request);
      const target = await createPushTarget({
        deps,
        accountId,
        input: request.body,
        origin: requestOrigin(request),
      });
      return reply.status(201).send(target);
    },
  );

  r.put(
    '/v1/account/targets/:targetId/push',
    {
      onRequest: signedIn,
      schema: { params: ZTargetParams, body: ZPushTargetUpdate, response: { 200: ZTarget } },
    },
    async (request) =>
      updatePushTarget({
        deps,
        accountId: authOf(request).accountId,
        targetId: request.params.targetId,
        identifier: request.body.identifier,
        origin: requestOrigin(request),
      }),
  );

  r.delete(
    '/v1/account/targets/:targetId/push',
    { onRequest: signedIn, schema: { params: ZTargetParams } },
    async (request, reply) => {
      await deletePushTarget({
        deps,
        accountId: authOf(request).accountId,
        targetId: request.params.targetId,
        origin: requestOrigin(request),
      });
      return reply.status(204).send();
    },
  );

  // OAuth2 sign-in identities.
  r.get(
    '/v1/account/identities',
    { onRequest: signedIn, schema: { querystring: ZListQuery, response: { 200: ZIdentityList } } },
    async (request) =>
      listIdentities({ db: deps.db, accountId: authOf(request).accountId, query: request.query }),
  );

  r.delete(
    '/v1/account/identities/:identityId',
    { onRequest: signedIn, schema: { params: ZIdentityParams } },
    async (request, reply) => {
      await deleteIdentity({
        deps,
        accountId: authOf(request).accountId,
        identityId: request.params.identityId,
        origin: requestOrigin(request),
      });
      return reply.status(204).send();
    },
  );
}
