// The cookie decorations (request.cookies, reply.setCookie) app.ts registers.
import type {} from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, messages, ZJwt, ZLoginInput, ZSession, ZSessionList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { authOf, type AuthContext } from '../../lib/auth-context.ts';
import { createAccountJwt } from './create-account-jwt.ts';
import { deleteAllSessions } from './delete-all-sessions.ts';
import { deleteSession } from './delete-session.ts';
import { extendSession } from './extend-session.ts';
import { findSession } from './find-session.ts';
import { listSessions } from './list-sessions.ts';
import { login } from './login.ts';
import { clearSessionCookie, issueSessionCookie } from './session-cookie.ts';
import { toSessionDto } from './to-session-dto.ts';
import { sessionReplacedBySignIn } from './session-replaced-by-sign-in.ts';

const ZSessionParams = z.object({ sessionId: idText() });

/** `current` names the caller's own session, as in the SDK. */
const sessionIdOf = (auth: AuthContext, sessionId: string) =>
  sessionId === 'current' ? auth.sessionId : sessionId;

export async function sessionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.guards.requireUser;

  r.post(
    '/v1/account/sessions/email',
    {
      schema: { body: ZLoginInput, response: { 201: ZSession } },
      config: {
        // A browser waiting for its second factor may sign in again (the session is replaced).
        allowPendingMfa: true,
        rateLimit: {
          max: deps.config.LOGIN_MAX_PER_IP_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: () =>
            appError('general_rate_limit_exceeded', messages.errors.tooManyLogins),
        },
      },
    },
    async (request, reply) => {
      // The session this browser still holds is replaced by the new one (rotation).
      const previous = sessionReplacedBySignIn(await app.authenticate(request));
      const { token, session } = await login({
        deps,
        email: request.body.email,
        password: request.body.password,
        previousSessionId: previous?.sessionId,
        origin: requestOrigin(request),
      });
      issueSessionCookie({
        request,
        reply,
        config: deps.config,
        token,
        expiresAt: session.expiresAt,
      });
      return reply.status(201).send(toSessionDto(session, session.id));
    },
  );

  r.get(
    '/v1/account/sessions',
    { onRequest: signedIn, schema: { response: { 200: ZSessionList } } },
    async (request) => {
      const auth = authOf(request);
      return listSessions({ deps, accountId: auth.accountId, currentSessionId: auth.sessionId });
    },
  );

  r.delete('/v1/account/sessions', { onRequest: signedIn }, async (request, reply) => {
    await deleteAllSessions({
      deps,
      accountId: authOf(request).accountId,
      origin: requestOrigin(request),
    });
    clearSessionCookie({ request, reply, config: deps.config });
    return reply.status(204).send();
  });

  r.get(
    '/v1/account/sessions/:sessionId',
    { onRequest: signedIn, schema: { params: ZSessionParams, response: { 200: ZSession } } },
    async (request) => {
      const auth = authOf(request);
      const sessionId = sessionIdOf(auth, request.params.sessionId);
      const row = await findSession({ deps, accountId: auth.accountId, sessionId });
      return toSessionDto(row, auth.sessionId);
    },
  );

  r.patch(
    '/v1/account/sessions/:sessionId',
    { onRequest: signedIn, schema: { params: ZSessionParams, response: { 200: ZSession } } },
    async (request, reply) => {
      const auth = authOf(request);
      const sessionId = sessionIdOf(auth, request.params.sessionId);
      const row = await extendSession({
        deps,
        accountId: auth.accountId,
        sessionId,
        origin: requestOrigin(request),
      });
      if (row.id === auth.sessionId && auth.via === 'cookie') {
        const token = request.cookies[deps.config.sessionCookie]!;
        issueSessionCookie({
          request,
          reply,
          config: deps.config,
          token,
          expiresAt: row.expiresAt,
        });
      }
      return toSessionDto(row, auth.sessionId);
    },
  );

  // Signing out works while the second factor is still awaited (as with Appwrite).
  r.delete(
    '/v1/account/sessions/:sessionId',
    {
      onRequest: signedIn,
      config: { allowPendingMfa: true },
      schema: { params: ZSessionParams },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const sessionId = sessionIdOf(auth, request.params.sessionId);
      await deleteSession({
        deps,
        accountId: auth.accountId,
        sessionId,
        origin: requestOrigin(request),
      });
      if (sessionId === auth.sessionId) clearSessionCookie({ request, reply, config: deps.config });
      return reply.status(204).send();
    },
  );

  r.post(
    '/v1/account/jwts',
    { onRequest: signedIn, schema: { response: { 201: ZJwt } } },
    async (request, reply) =>
      reply.status(201).send(await createAccountJwt({ deps, auth: authOf(request) })),
  );
}
