import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDashboard } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { getDashboard } from './get-dashboard.ts';

export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/v1/dashboard',
      { onRequest: app.guards.requireUser, schema: { response: { 200: ZDashboard } } },
      async (request) => getDashboard({ db: deps.db, user: authOf(request).user }),
    );
}
