import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBooks } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { getBooks } from './get-books.ts';

/** The books' admin routes (decision 037). */
export async function ledgerRoutes(app: FastifyInstance, deps: AppDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/v1/admin/books',
      { onRequest: app.guards.requireAdmin, schema: { response: { 200: ZBooks } } },
      async () => getBooks({ db: deps.db, now: deps.clock.now() }),
    );
}
