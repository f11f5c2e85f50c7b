import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@copyvest/shared';
import { forbidden } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from the app's own origin, so cross-site forms cannot act.
 * Browsers always send Origin (or Sec-Fetch-Site) on such requests; clients without either
 * (curl, server-to-server) carry no ambient cookie risk and pass.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  const configured = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin !== configured && origin !== ownOrigin(request)) {
        throw forbidden(messages.errors.invalidOrigin);
      }
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw forbidden(messages.errors.invalidOrigin);
  });
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
