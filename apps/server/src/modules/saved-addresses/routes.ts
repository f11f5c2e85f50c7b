import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idText,
  ZSavedAddress,
  ZSavedAddressInput,
  ZSavedAddressList,
  ZSavedAddressListQuery,
  ZSavedAddressUpdate,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { createSavedAddress } from './create-saved-address.ts';
import { deleteSavedAddress } from './delete-saved-address.ts';
import { listSavedAddresses } from './list-saved-addresses.ts';
import { renameSavedAddress } from './rename-saved-address.ts';

const ZParams = z.object({ id: idText() });

/** `/v1/saved-addresses`: the signed-in user's own withdrawal addresses (decision 030). */
export async function savedAddressRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = app.guards.requireUser;
  r.get(
    '/v1/saved-addresses',
    {
      onRequest: user,
      schema: { querystring: ZSavedAddressListQuery, response: { 200: ZSavedAddressList } },
    },
    async (request) =>
      listSavedAddresses({
        deps,
        userId: authOf(request).user.id,
        paymentMethodId: request.query.paymentMethodId,
      }),
  );
  r.post(
    '/v1/saved-addresses',
    {
      onRequest: user,
      schema: { body: ZSavedAddressInput, response: { 201: ZSavedAddress } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createSavedAddress({ deps, userId: authOf(request).user.id, input: request.body }),
        ),
  );
  r.patch(
    '/v1/saved-addresses/:id',
    {
      onRequest: user,
      schema: { params: ZParams, body: ZSavedAddressUpdate, response: { 200: ZSavedAddress } },
    },
    async (request) =>
      renameSavedAddress({
        deps,
        userId: authOf(request).user.id,
        savedAddressId: request.params.id,
        label: request.body.label,
      }),
  );
  r.delete(
    '/v1/saved-addresses/:id',
    { onRequest: user, schema: { params: ZParams } },
    async (request, reply) => {
      await deleteSavedAddress({
        deps,
        userId: authOf(request).user.id,
        savedAddressId: request.params.id,
      });
      return reply.status(204).send();
    },
  );
}
