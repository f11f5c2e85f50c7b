import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditList, ZListQuery, ZOverview } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { getOverview } from './get-overview.ts';
import { listAudit } from './list-audit.ts';

/** The admin console's own routes; user management lives in `users/routes.ts`. */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.guards.requireAdmin;

  r.get(
    '/v1/admin/overview',
    { onRequest: admin, schema: { response: { 200: ZOverview } } },
    async () => getOverview({ db: deps.db }),
  );

  r.get(
    '/v1/admin/audit',
    { onRequest: admin, schema: { querystring: ZListQuery, response: { 200: ZAuditList } } },
    async (request) => listAudit({ db: deps.db, query: request.query }),
  );
}
