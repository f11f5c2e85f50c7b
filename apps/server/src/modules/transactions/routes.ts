import { create as contentDisposition } from 'content-disposition';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idText,
  ZApproveTransaction,
  ZPayoutHashUpdate,
  ZRejectBody,
  ZTransaction,
  ZTransactionDetail,
  ZTransactionList,
  ZTransactionListQuery,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import { approveTransaction } from './approve-transaction.ts';
import { exportTransactions, type TransactionsExport } from './export-transactions.ts';
import { getTransactionDetail } from './get-transaction-detail.ts';
import { listTransactions } from './list-transactions.ts';
import { setPayoutHash } from './payout-hash.ts';
import { rejectTransaction } from './reject-transaction.ts';

const ZIdParams = z.object({ id: idText() });

/** A CSV download: `text/csv`, an attachment with its file name, streamed a page at a time. */
function sendCsv(reply: FastifyReply, file: TransactionsExport) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(Readable.from(file.chunks));
}

export async function transactionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/transactions',
    {
      onRequest: app.guards.requireUser,
      schema: { querystring: ZTransactionListQuery, response: { 200: ZTransactionList } },
    },
    async (request) =>
      listTransactions({ db: deps.db, query: request.query, ownerId: authOf(request).user.id }),
  );
  r.get(
    '/v1/transactions/export',
    { onRequest: app.guards.requireUser, schema: { querystring: ZTransactionListQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        await exportTransactions({
          db: deps.db,
          query: request.query,
          ownerId: authOf(request).user.id,
        }),
      ),
  );
  r.get(
    '/v1/transactions/:id',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZIdParams, response: { 200: ZTransactionDetail } },
    },
    async (request) =>
      getTransactionDetail({
        db: deps.db,
        config: deps.config,
        id: request.params.id,
        ownerId: authOf(request).user.id,
      }),
  );
  r.get(
    '/v1/admin/transactions',
    {
      onRequest: app.guards.requireAdmin,
      schema: { querystring: ZTransactionListQuery, response: { 200: ZTransactionList } },
    },
    async (request) => listTransactions({ db: deps.db, query: request.query }),
  );
  r.get(
    '/v1/admin/transactions/export',
    { onRequest: app.guards.requireAdmin, schema: { querystring: ZTransactionListQuery } },
    async (request, reply) =>
      sendCsv(reply, await exportTransactions({ db: deps.db, query: request.query })),
  );
  r.get(
    '/v1/admin/transactions/:id',
    {
      onRequest: app.guards.requireAdmin,
      schema: { params: ZIdParams, response: { 200: ZTransactionDetail } },
    },
    async (request) =>
      getTransactionDetail({ db: deps.db, config: deps.config, id: request.params.id }),
  );
  r.post(
    '/v1/admin/transactions/:id/approve',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZIdParams, body: ZApproveTransaction, response: { 200: ZTransaction } },
    },
    async (request) =>
      approveTransaction({
        deps,
        viewer: actorOf(authOf(request).user),
        id: request.params.id,
        ...(request.body.txHash === undefined ? {} : { txHash: request.body.txHash }),
      }),
  );
  r.put(
    '/v1/admin/transactions/:id/payout-hash',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZIdParams, body: ZPayoutHashUpdate, response: { 200: ZTransaction } },
    },
    async (request) =>
      setPayoutHash({
        deps,
        viewer: actorOf(authOf(request).user),
        id: request.params.id,
        txHash: request.body.txHash,
      }),
  );
  r.post(
    '/v1/admin/transactions/:id/reject',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZIdParams, body: ZRejectBody, response: { 200: ZTransaction } },
    },
    async (request) =>
      rejectTransaction({
        deps,
        viewer: actorOf(authOf(request).user),
        id: request.params.id,
        reason: request.body?.reason || undefined,
      }),
  );
}
