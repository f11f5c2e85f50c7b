import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, type TUserSecret, ZSession, ZUserSecret } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { createAnonymousSession } from '../accounts/index.ts';
import { issueSessionCookie } from '../accounts/index.ts';
import { toSessionDto } from '../accounts/index.ts';
import type { AuthTokenKind } from './auth-token-kinds.ts';
import { signInWithToken } from './sign-in-with-token.ts';
import { sessionReplacedBySignIn } from '../accounts/index.ts';

/** Sessions without a password: from a token (code, link, OAuth2 token) or as a guest. */
export async function tokenSessionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signIns = {
    // A browser waiting for its second factor may start over with another sign-in.
    allowPendingMfa: true,
    rateLimit: {
      max: deps.config.LOGIN_MAX_PER_IP_PER_MINUTE,
      timeWindow: '1 minute',
      errorResponseBuilder: () =>
        appError('general_rate_limit_exceeded', messages.errors.tooManyLogins),
    },
  };

  const signIn =
    (kinds: AuthTokenKind[]) =>
    async (request: FastifyRequest<{ Body: TUserSecret }>, reply: FastifyReply) => {
      const previous = sessionReplacedBySignIn(await app.authenticate(request));
      const { token, session } = await signInWithToken({
        deps,
        userId: request.body.userId,
        secret: request.body.secret,
        kinds,
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
    };

  const schema = { body: ZUserSecret, response: { 201: ZSession } };
  r.post(
    '/v1/account/sessions/token',
    { config: signIns, schema },
    signIn(['email-code', 'magic-url', 'phone-code', 'oauth2']),
  );
  r.put('/v1/account/sessions/magic-url', { config: signIns, schema }, signIn(['magic-url']));
  r.put('/v1/account/sessions/phone', { config: signIns, schema }, signIn(['phone-code']));

  r.post(
    '/v1/account/sessions/anonymous',
    { config: signIns, schema: { response: { 201: ZSession } } },
    async (request, reply) => {
      const previous = await app.authenticate(request);
      if (previous) throw appError('user_session_already_exists');
      const { token, session } = await createAnonymousSession({
        deps,
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
}
