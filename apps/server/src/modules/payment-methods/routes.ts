import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, ZPaymentMethod, ZPaymentMethodInput, ZPaymentMethodList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { listPaymentMethods } from './list-payment-methods.ts';
import { createPaymentMethod } from './create-payment-method.ts';
import { deletePaymentMethod } from './delete-payment-method.ts';
import { updatePaymentMethod } from './update-payment-method.ts';

const ZParams = z.object({ id: idText() });

export async function paymentMethodRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.guards.requireAdmin;
  r.get(
    '/v1/payment-methods',
    { onRequest: app.guards.requireUser, schema: { response: { 200: ZPaymentMethodList } } },
    async () => listPaymentMethods({ deps }),
  );
  r.post(
    '/v1/payment-methods',
    { onRequest: admin, schema: { body: ZPaymentMethodInput, response: { 201: ZPaymentMethod } } },
    async (request, reply) =>
      reply.status(201).send(
        await createPaymentMethod({
          deps,
          actorId: authOf(request).user.id,
          input: request.body,
        }),
      ),
  );
  r.patch(
    '/v1/payment-methods/:id',
    {
      onRequest: admin,
      schema: { params: ZParams, body: ZPaymentMethodInput, response: { 200: ZPaymentMethod } },
    },
    async (request) =>
      updatePaymentMethod({
        deps,
        actorId: authOf(request).user.id,
        id: request.params.id,
        input: request.body,
      }),
  );
  r.delete(
    '/v1/payment-methods/:id',
    { onRequest: admin, schema: { params: ZParams } },
    async (request, reply) => {
      await deletePaymentMethod({ deps, actorId: authOf(request).user.id, id: request.params.id });
      return reply.status(204).send();
    },
  );
}
