import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { appError } from '../lib/errors.ts';

type SendLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler for every endpoint that sends a mail or SMS (recovery, verification, sign-in
     * codes and links, MFA codes): one budget per IP, and one per address (e-mail, phone or
     * account) from each IP, both shared by all of them, so no endpoint can be used to flood an
     * inbox from one place. The address's budget is counted per requester: a stranger who spends
     * it from their IP does not stop the owner's own recovery or sign-in from theirs. An unknown
     * address is counted like a known one.
     */
    sendLimit: SendLimit;
  }
}

/** The address a sending request targets: the e-mail or phone it names, else the signed-in account. */
function addressOf(request: FastifyRequest): string {
  const body = (request.body ?? {}) as { email?: unknown; phone?: unknown };
  if (typeof body.email === 'string') return `email:${body.email.trim().toLowerCase()}`;
  if (typeof body.phone === 'string') return `phone:${body.phone.replace(/[^\d+]/g, '')}`;
  return `account:${request.auth?.accountId ?? 'none'}`;
}

export function registerSendLimits(app: FastifyInstance, config: Config): void {
  const hour = 60 * 60_000;
  // Checkers, not route hooks: the plugin runs only one of its hooks per request, and both
  // budgets must count every request.
  const limits = [
    app.createRateLimit({
      max: config.AUTH_SEND_MAX_PER_IP_PER_HOUR,
      timeWindow: hour,
      keyGenerator: (request) => `auth-send:ip:${request.ip}`,
    }),
    app.createRateLimit({
      max: config.AUTH_SEND_MAX_PER_ADDRESS_PER_HOUR,
      timeWindow: hour,
      keyGenerator: (request) => `auth-send:${addressOf(request)}:ip:${request.ip}`,
    }),
  ];
  app.decorate('sendLimit', async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limits) {
      const state = await limit(request);
      if (!state.isAllowed && state.isExceeded) {
        reply.header('retry-after', state.ttlInSeconds);
        throw appError('general_rate_limit_exceeded');
      }
    }
  });
}
