import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { appError } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a cross-site form POST and only redirects (the OAuth2 form_post callback). */
    crossSiteForm?: boolean;
  }
}

/**
 * State-changing requests must come from the app's own origin or an allow-listed one
 * (CORS_ORIGINS), so cross-site forms cannot act with the session cookie. Browsers always send
 * Origin (or Sec-Fetch-Site) on such requests; clients without either (curl, server-to-server,
 * the SDK in Node) carry no ambient cookie risk and pass.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A provider's cross-site form POST that acts on nothing itself (it is sent on as a GET).
    if (request.routeOptions.config.crossSiteForm) return;
    if (!isAllowedOriginRequest(request, config)) throw appError('general_unknown_origin');
  });
}

/** True unless the browser says the request came from a site we do not allow (also for WebSockets). */
export function isAllowedOriginRequest(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return isAllowedOrigin(origin, config) || origin === ownOrigin(request);
  const site = request.headers['sec-fetch-site'];
  return site !== 'cross-site' && site !== 'same-site';
}

export function isAllowedOrigin(origin: string, config: Config): boolean {
  return config.allowedOrigins.includes(origin);
}

export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
