import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { appError } from '../lib/errors.ts';

/** The project a request names (the SDK's header, or `project` in the query of realtime and OAuth2). */
function requestedProject(request: FastifyRequest): string | undefined {
  const header = request.headers['x-appwrite-project'];
  if (typeof header === 'string') return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.project === 'string' ? query.project : undefined;
}

/** A client that names a project must name ours: anything else is `project_not_found`. */
export function registerProjectCheck(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/')) return;
    // Realtime answers a wrong project in its own protocol: an error frame, then 1008.
    if (request.url.startsWith('/v1/realtime')) return;
    const project = requestedProject(request);
    if (project !== undefined && project !== config.PROJECT_ID) throw appError('project_not_found');
  });
}
