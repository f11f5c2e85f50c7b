import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListQuery, ZReferralList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { listReferrals } from './list-referrals.ts';

export async function referralRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/referrals',
    {
      onRequest: app.guards.requireUser,
      schema: { querystring: ZListQuery, response: { 200: ZReferralList } },
    },
    async (request) =>
      listReferrals({
        db: deps.db,
        referralId: authOf(request).user.referralId,
        query: request.query,
      }),
  );
}
