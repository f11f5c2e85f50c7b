import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../modules/accounts/write-account-log.ts';

/** Where a request came from, for sessions and account logs. */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}
