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
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOriginRequest(request, appUrl)) throw forbidden(messages.errors.invalidOrigin);
  });
}

/** True unless the browser says the request came from another site (also used for WebSockets). */
export function isSameOriginRequest(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined)
    return origin === new URL(appUrl).origin || origin === ownOrigin(request);
  const site = request.headers['sec-fetch-site'];
  return site !== 'cross-site' && site !== 'same-site';
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
