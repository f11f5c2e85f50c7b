import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, ZTransaction, ZWithdrawalRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import { withIdempotency, withIdempotentStatement } from '../idempotency/index.ts';
import { toTransactionDto, transactionRowFromStored } from '../transactions/index.ts';
import { cancelWithdrawal } from './cancel-withdrawal.ts';
import { requestWithdrawal } from './request-withdrawal.ts';

const ZIdParams = z.object({ id: idText() });

export async function withdrawalRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v1/withdrawals',
    {
      onRequest: app.guards.requireUser,
      schema: { body: ZWithdrawalRequest, response: { 201: ZTransaction } },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      return withIdempotentStatement({
        deps,
        request,
        reply,
        userId: user.id,
        status: 201,
        run: async (answerKey) =>
          toTransactionDto(
            await requestWithdrawal({
              deps,
              viewer: actorOf(user),
              input: request.body,
              answerKey,
            }),
          ),
        replayFrom: (row) => toTransactionDto(transactionRowFromStored(row)),
      });
    },
  );
  r.post(
    '/v1/withdrawals/:id/cancel',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZIdParams, response: { 200: ZTransaction } },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      return withIdempotency({
        deps,
        request,
        reply,
        userId: user.id,
        run: async (txDeps) => ({
          status: 200,
          body: toTransactionDto(
            await cancelWithdrawal({
              deps: txDeps,
              viewer: actorOf(user),
              transactionId: request.params.id,
            }),
          ),
        }),
      });
    },
  );
}
