import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler hooks for every endpoint that sends a mail or SMS (recovery, verification,
     * sign-in codes and links, MFA codes): one budget per IP and one per address (e-mail, phone
     * or account), shared by all of them, so no endpoint can be used to flood an inbox.
     */
    sendLimits: preHandlerAsyncHookHandler[];
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
  const perIp = app.rateLimit({
    max: config.AUTH_SEND_MAX_PER_IP_PER_HOUR,
    timeWindow: hour,
    keyGenerator: (request) => `auth-send:ip:${request.ip}`,
  });
  const perAddress = app.rateLimit({
    max: config.AUTH_SEND_MAX_PER_ADDRESS_PER_HOUR,
    timeWindow: hour,
    keyGenerator: (request) => `auth-send:${addressOf(request)}`,
  });
  app.decorate('sendLimits', [perIp, perAddress] as preHandlerAsyncHookHandler[]);
}
