import type { FastifyRequest } from 'fastify';

/** Where the request came from: kept with each event. */
export interface RequestOrigin {
  ip?: string;
  userAgent?: string;
}

/** Where a request came from, for sessions and account logs. */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}
