import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDepositQuote,
  ZDepositQuoteRequest,
  ZDepositRequest,
  ZTransaction,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import { withIdempotentStatement } from '../idempotency/index.ts';
import { toTransactionDto, transactionRowFromStored } from '../transactions/index.ts';
import { quoteDeposit } from './quote-deposit.ts';
import { requestDeposit } from './request-deposit.ts';

export async function depositRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/deposits/quotes',
    {
      onRequest: app.guards.requireUser,
      schema: { body: ZDepositQuoteRequest, response: { 201: ZDepositQuote } },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const quote = await quoteDeposit({ deps, viewer: actorOf(user), input: request.body });
      return reply.status(201).send(quote);
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/deposits',
    {
      onRequest: app.guards.requireUser,
      schema: { body: ZDepositRequest, response: { 201: ZTransaction } },
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
            await requestDeposit({ deps, viewer: actorOf(user), input: request.body, answerKey }),
          ),
        replayFrom: (row) => toTransactionDto(transactionRowFromStored(row)),
      });
    },
  );
}
