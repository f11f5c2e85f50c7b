import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccount,
  ZLoginInput,
  ZRegisterInput,
  ZSession,
  ZSessionList,
  ZSessionState,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf, type AuthContext } from '../../plugins/auth.ts';
import { toUserDto } from '../users/to-user-dto.ts';
import { deleteAllSessions, deleteSession } from './delete-sessions.ts';
import { listSessions } from './list-sessions.ts';
import { login } from './login.ts';
import { LoginFailureLimiter } from './login-failures.ts';
import { registerAccount } from './register-account.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { messages } from '@copyvest/shared';
import type { sessions } from '../../db/schema.ts';

function accountDto(auth: Pick<AuthContext, 'accountId' | 'email' | 'accountCreatedAt' | 'user'>) {
  return {
    id: auth.accountId,
    email: auth.email,
    name: auth.user.name,
    createdAt: auth.accountCreatedAt.toISOString(),
    user: toUserDto(auth.user),
  };
}

const sessionDto = (row: typeof sessions.$inferSelect) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  ip: row.ip,
  userAgent: row.userAgent,
  current: true,
});

export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limiter = new LoginFailureLimiter(
    deps.config.LOGIN_MAX_FAILURES_PER_EMAIL,
    deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
  );

  r.post(
    '/v1/account',
    {
      schema: { body: ZRegisterInput, response: { 201: ZAccount } },
      config: {
        rateLimit: { max: deps.config.LOGIN_MAX_PER_IP_PER_MINUTE, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { user, token, session } = await registerAccount({
        deps,
        input: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, deps.config, token);
      return reply.status(201).send(
        accountDto({
          accountId: user.id,
          email: user.email,
          accountCreatedAt: session.createdAt,
          user,
        }),
      );
    },
  );

  r.post(
    '/v1/account/sessions/email',
    {
      schema: { body: ZLoginInput, response: { 201: ZSession } },
      config: {
        rateLimit: {
          max: deps.config.LOGIN_MAX_PER_IP_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: () => ({
            statusCode: 429,
            code: 'TOO_MANY_REQUESTS',
            message: messages.errors.tooManyLogins,
          }),
        },
      },
    },
    async (request, reply) => {
      // The session this browser still holds is replaced by the new one (rotation).
      const previous = await app.authenticate(request);
      const { token, session } = await login({
        deps,
        limiter,
        email: request.body.email,
        password: request.body.password,
        previousSessionId: previous?.sessionId,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, deps.config, token);
      return reply.status(201).send(sessionDto(session));
    },
  );

  r.get(
    '/v1/account',
    { onRequest: app.guards.requireUser, schema: { response: { 200: ZAccount } } },
    async (request) => accountDto(authOf(request)),
  );

  // The app asks this on every page: a signed-out visitor is an answer, not an error.
  r.get('/v1/session', { schema: { response: { 200: ZSessionState } } }, async (request) => {
    const auth = await app.authenticate(request);
    return { account: auth ? accountDto(auth) : null };
  });

  r.get(
    '/v1/account/sessions',
    { onRequest: app.guards.requireUser, schema: { response: { 200: ZSessionList } } },
    async (request) => {
      const auth = authOf(request);
      return listSessions(deps, auth.accountId, auth.sessionId);
    },
  );

  r.delete(
    '/v1/account/sessions',
    { onRequest: app.guards.requireUser },
    async (request, reply) => {
      await deleteAllSessions(deps, authOf(request).accountId);
      clearSessionCookie(reply, deps.config);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/v1/account/sessions/:sessionId',
    {
      onRequest: app.guards.requireUser,
      schema: { params: z.object({ sessionId: z.string().min(1).max(64) }) },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const current = request.params.sessionId === 'current';
      await deleteSession(
        deps,
        auth.accountId,
        current ? auth.sessionId : request.params.sessionId,
      );
      if (current || request.params.sessionId === auth.sessionId)
        clearSessionCookie(reply, deps.config);
      return reply.status(204).send();
    },
  );
}
