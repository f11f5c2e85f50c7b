import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPlanList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { listPlans } from './list-plans.ts';

export async function planRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/v1/plans', { schema: { response: { 200: ZPlanList } } }, async () => listPlans(deps));
}
