import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZReportKind, ZReportRange, ZReports } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import { getReports } from './get-reports.ts';
import { reportCsv } from './report-csv.ts';

/** The admin reports (decision 056); who may read them is the operation's policy. */
export async function reportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/admin/reports',
    {
      onRequest: app.guards.requireUser,
      schema: { querystring: ZReportRange, response: { 200: ZReports } },
    },
    async (request) =>
      getReports({ db: deps.db, viewer: actorOf(authOf(request).user), range: request.query }),
  );

  r.get(
    '/v1/admin/reports/:report/csv',
    {
      onRequest: app.guards.requireUser,
      schema: { params: z.object({ report: ZReportKind }), querystring: ZReportRange },
    },
    async (request, reply) => {
      const reports = await getReports({
        db: deps.db,
        viewer: actorOf(authOf(request).user),
        range: request.query,
      });
      const file = reportCsv(reports, request.params.report);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.text);
    },
  );
}
