import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, ZListQuery, ZTransaction, ZTransactionList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../plugins/auth.ts';
import { approveTransaction } from './approve-transaction.ts';
import { listTransactions } from './list-transactions.ts';
import { rejectTransaction } from './reject-transaction.ts';

const ZIdParams = z.object({ id: idText() });

export async function transactionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/transactions',
    {
      onRequest: app.guards.requireUser,
      schema: { querystring: ZListQuery, response: { 200: ZTransactionList } },
    },
    async (request) =>
      listTransactions({ db: deps.db, query: request.query, ownerId: authOf(request).user.id }),
  );
  r.get(
    '/v1/admin/transactions',
    {
      onRequest: app.guards.requireAdmin,
      schema: { querystring: ZListQuery, response: { 200: ZTransactionList } },
    },
    async (request) => listTransactions({ db: deps.db, query: request.query }),
  );
  r.post(
    '/v1/admin/transactions/:id/approve',
    {
      onRequest: app.guards.requireAdmin,
      schema: { params: ZIdParams, response: { 200: ZTransaction } },
    },
    async (request) => approveTransaction(deps, authOf(request).user.id, request.params.id),
  );
  r.post(
    '/v1/admin/transactions/:id/reject',
    {
      onRequest: app.guards.requireAdmin,
      schema: { params: ZIdParams, response: { 200: ZTransaction } },
    },
    async (request) => rejectTransaction(deps, authOf(request).user.id, request.params.id),
  );
}
