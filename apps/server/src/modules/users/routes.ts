import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUserQuery, ZUserList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { listUsers } from './list-users.ts';

export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/users',
    {
      onRequest: app.guards.requireAdmin,
      schema: { querystring: ZUserQuery, response: { 200: ZUserList } },
    },
    async (request) => listUsers(deps, request.query),
  );
}
