import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messages,
  ZAccount,
  ZAuthenticatorParams,
  ZMfaChallenge,
  ZMfaChallengeCreate,
  ZMfaChallengeUpdate,
  ZMfaFactors,
  ZMfaRecoveryCodes,
  ZMfaType,
  ZMfaUpdate,
  ZOtp,
  ZSession,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { authOf } from '../../lib/auth-context.ts';
import { getAccount } from '../accounts/index.ts';
import { toSessionDto } from '../accounts/index.ts';
import { countRecoveryCodes } from './count-recovery-codes.ts';
import { createAuthenticator } from './create-authenticator.ts';
import { createChallenge } from './create-challenge.ts';
import { deleteAuthenticator } from './delete-authenticator.ts';
import { listFactors } from './list-factors.ts';
import { requireRecentProof } from '../accounts/index.ts';
import { saveRecoveryCodes } from './save-recovery-codes.ts';
import { updateMfa } from './update-mfa.ts';
import { verifyAuthenticator } from './verify-authenticator.ts';
import { verifyChallenge } from './verify-challenge.ts';

/**
 * Two-factor authentication (the SDK's MFA calls). The challenge and the factor list also work
 * for a session still waiting for its second factor; everything else needs a full session.
 */
export async function mfaRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.guards.requireUser;
  const pendingOk = { allowPendingMfa: true };

  r.patch(
    '/v1/account/mfa',
    { onRequest: signedIn, schema: { body: ZMfaUpdate, response: { 200: ZAccount } } },
    async (request) => {
      const auth = authOf(request);
      await updateMfa({ deps, auth, mfa: request.body.mfa, origin: requestOrigin(request) });
      return getAccount({ db: deps.db, accountId: auth.accountId });
    },
  );

  r.post(
    '/v1/account/mfa/authenticators/:type',
    {
      onRequest: signedIn,
      schema: { params: ZAuthenticatorParams, response: { 200: ZMfaType } },
    },
    async (request) =>
      createAuthenticator({ deps, auth: authOf(request), origin: requestOrigin(request) }),
  );

  r.put(
    '/v1/account/mfa/authenticators/:type',
    {
      onRequest: signedIn,
      schema: { params: ZAuthenticatorParams, body: ZOtp, response: { 200: ZAccount } },
    },
    async (request) => {
      const auth = authOf(request);
      await verifyAuthenticator({
        deps,
        auth,
        otp: request.body.otp,
        origin: requestOrigin(request),
      });
      return getAccount({ db: deps.db, accountId: auth.accountId });
    },
  );

  r.delete(
    '/v1/account/mfa/authenticators/:type',
    { onRequest: signedIn, schema: { params: ZAuthenticatorParams } },
    async (request, reply) => {
      await deleteAuthenticator({ deps, auth: authOf(request), origin: requestOrigin(request) });
      return reply.status(204).send();
    },
  );

  // Recovery codes are stored hashed: they can be read once, when created. Asking about them
  // needs the same recent proof as creating them.
  r.get(
    '/v1/account/mfa/recovery-codes',
    { onRequest: signedIn, schema: { response: { 200: ZMfaRecoveryCodes } } },
    async (request) => {
      const auth = authOf(request);
      requireRecentProof(auth, deps.clock.now());
      const count = await countRecoveryCodes({ db: deps.db, accountId: auth.accountId });
      throw appError(
        count > 0 ? 'user_recovery_codes_already_exists' : 'user_recovery_codes_not_found',
      );
    },
  );

  r.post(
    '/v1/account/mfa/recovery-codes',
    { onRequest: signedIn, schema: { response: { 201: ZMfaRecoveryCodes } } },
    async (request, reply) => {
      const codes = await saveRecoveryCodes({
        deps,
        auth: authOf(request),
        mode: 'create',
        origin: requestOrigin(request),
      });
      return reply.status(201).send(codes);
    },
  );

  r.patch(
    '/v1/account/mfa/recovery-codes',
    { onRequest: signedIn, schema: { response: { 200: ZMfaRecoveryCodes } } },
    async (request) =>
      saveRecoveryCodes({
        deps,
        auth: authOf(request),
        mode: 'replace',
        origin: requestOrigin(request),
      }),
  );

  r.get(
    '/v1/account/mfa/factors',
    { onRequest: signedIn, config: pendingOk, schema: { response: { 200: ZMfaFactors } } },
    async (request) => {
      const auth = authOf(request);
      const provedBySession = auth.mfaPending ? auth.session.factors : [];
      return listFactors({ db: deps.db, account: auth.account, provedBySession });
    },
  );

  // A challenge that sends a code (e-mail, SMS) counts against the send limits.
  const sendLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const { factor } = request.body as { factor?: string };
    if (factor === 'email' || factor === 'phone') await app.sendLimit(request, reply);
  };
  const verifyLimit = {
    max: deps.config.LOGIN_MAX_PER_IP_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: () =>
      appError('general_rate_limit_exceeded', messages.errors.tooManyLogins),
  };

  // The SDK 27 path (`/challenges`) and the specification's (`/challenge`).
  for (const path of ['/v1/account/mfa/challenge', '/v1/account/mfa/challenges']) {
    r.post(
      path,
      {
        onRequest: signedIn,
        preHandler: sendLimit,
        config: pendingOk,
        schema: { body: ZMfaChallengeCreate, response: { 201: ZMfaChallenge } },
      },
      async (request, reply) => {
        const challenge = await createChallenge({
          deps,
          auth: authOf(request),
          factor: request.body.factor,
          origin: requestOrigin(request),
        });
        return reply.status(201).send(challenge);
      },
    );
    r.put(
      path,
      {
        onRequest: signedIn,
        config: { ...pendingOk, rateLimit: verifyLimit },
        schema: { body: ZMfaChallengeUpdate, response: { 200: ZSession } },
      },
      async (request) => {
        const auth = authOf(request);
        const session = await verifyChallenge({
          deps,
          auth,
          ...request.body,
          origin: requestOrigin(request),
        });
        return toSessionDto(session, auth.sessionId);
      },
    );
  }
}
