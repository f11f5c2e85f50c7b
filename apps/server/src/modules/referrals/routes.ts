import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPageQuery, ZReferralList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../plugins/auth.ts';
import { listReferrals } from './list-referrals.ts';

export async function referralRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/referrals',
    {
      onRequest: app.guards.requireUser,
      schema: { querystring: ZPageQuery, response: { 200: ZReferralList } },
    },
    async (request) => listReferrals(deps.db, authOf(request).user.referralId, request.query),
  );
}
