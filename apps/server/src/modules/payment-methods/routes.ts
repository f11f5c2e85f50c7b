import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPaymentMethodList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { listPaymentMethods } from './list-payment-methods.ts';

export async function paymentMethodRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/payment-methods',
    { onRequest: app.guards.requireUser, schema: { response: { 200: ZPaymentMethodList } } },
    async () => listPaymentMethods(deps),
  );
}
