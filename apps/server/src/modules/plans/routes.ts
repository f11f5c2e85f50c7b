import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, ZPlan, ZPlanInput, ZPlanList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { deletePlan } from './delete-plan.ts';
import { listPlans } from './list-plans.ts';
import { createPlan } from './create-plan.ts';
import { updatePlan } from './update-plan.ts';

const ZParams = z.object({ id: idText() });

export async function planRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.guards.requireAdmin;
  r.get('/v1/plans', { schema: { response: { 200: ZPlanList } } }, async () => listPlans({ deps }));
  r.post(
    '/v1/plans',
    { onRequest: admin, schema: { body: ZPlanInput, response: { 201: ZPlan } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createPlan({ deps, actorId: authOf(request).user.id, input: request.body })),
  );
  r.patch(
    '/v1/plans/:id',
    { onRequest: admin, schema: { params: ZParams, body: ZPlanInput, response: { 200: ZPlan } } },
    async (request) =>
      updatePlan({
        deps,
        actorId: authOf(request).user.id,
        id: request.params.id,
        input: request.body,
      }),
  );
  r.delete(
    '/v1/plans/:id',
    { onRequest: admin, schema: { params: ZParams } },
    async (request, reply) => {
      await deletePlan({ deps, actorId: authOf(request).user.id, id: request.params.id });
      return reply.status(204).send();
    },
  );
}
