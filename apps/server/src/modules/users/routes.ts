import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListQuery, ZUserList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { listUsers } from './list-users.ts';

export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/users',
    {
      onRequest: app.guards.requireAdmin,
      schema: { querystring: ZListQuery, response: { 200: ZUserList } },
    },
    async (request) => listUsers({ db: deps.db, query: request.query }),
  );
}
