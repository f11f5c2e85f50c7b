import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTrade, ZTradeRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import { withIdempotency } from '../idempotency/index.ts';
import { claimProfit } from './claim-profit.ts';
import { createTrade } from './create-trade.ts';

export async function tradeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v1/trades',
    {
      onRequest: app.guards.requireUser,
      schema: { body: ZTradeRequest, response: { 201: ZTrade } },
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
          body: await createTrade({ deps: txDeps, viewer: actorOf(user), input: request.body }),
        }),
      });
    },
  );
  r.post(
    '/v1/trades/claim',
    {
      onRequest: app.guards.requireUser,
      schema: {
        response: {
          200: z.object({ profit: z.number().int(), capitalReturned: z.number().int() }),
        },
      },
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
          body: await claimProfit({ deps: txDeps, viewer: actorOf(user) }),
        }),
      });
    },
  );
}
