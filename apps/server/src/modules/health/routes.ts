import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { pingDatabase } from '../../db/client.ts';
import { backupStatus } from '../backups/index.ts';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/v1/health', async (_request, reply) => {
    const started = performance.now();
    try {
      await pingDatabase(deps.db);
      return {
        status: 'ok',
        database: {
          status: 'ok',
          kind: deps.dbKind,
          latencyMs: Math.round(performance.now() - started),
        },
        // Scheduled backups (decision 050): a failing one is reported, not a reason to take this
        // instance out of the load balancer.
        ...(deps.config.BACKUP_INTERVAL_HOURS ? { backups: backupStatus() } : {}),
      };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .send({ status: 'error', database: { status: 'unreachable', kind: deps.dbKind } });
    }
  });
  // The spec's client checks reachability with GET /ping.
  app.get('/v1/ping', async () => 'Pong!');
}
