import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDepositRequest, ZTransaction } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../plugins/auth.ts';
import { actorOf } from '../policy/index.ts';
import { withIdempotency } from '../idempotency/with-idempotency.ts';
import { toTransactionDto } from '../transactions/to-transaction-dto.ts';
import { requestDeposit } from './request-deposit.ts';

export async function depositRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/deposits',
    {
      onRequest: app.guards.requireUser,
      schema: { body: ZDepositRequest, response: { 201: ZTransaction } },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      return withIdempotency({
        deps,
        request,
        reply,
        userId: user.id,
        run: async (txDeps) => ({
          status: 201,
          body: toTransactionDto(
            await requestDeposit({ deps: txDeps, viewer: actorOf(user), input: request.body }),
          ),
        }),
      });
    },
  );
}
