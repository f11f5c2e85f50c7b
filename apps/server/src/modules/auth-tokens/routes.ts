import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZEmailTokenCreate,
  ZMagicUrlTokenCreate,
  ZPhoneTokenCreate,
  ZRecoveryCreate,
  ZRecoveryUpdate,
  ZToken,
  ZUserSecret,
  ZVerificationCreate,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { authOf } from '../../lib/auth-context.ts';
import { createEmailToken } from './create-email-token.ts';
import { createEmailVerification } from './create-email-verification.ts';
import { createPhoneToken } from './create-phone-token.ts';
import { createPhoneVerification } from './create-phone-verification.ts';
import { createRecovery } from './create-recovery.ts';
import { updateRecovery } from './update-recovery.ts';
import { updateVerification } from './update-verification.ts';

/**
 * Recovery, verification and sign-in tokens: the endpoints that mail or text a secret (each
 * behind the shared per-IP and per-address send limits) and the ones that spend it. The SDK 27
 * paths (`/account/verifications/…`) and the specification's (`/account/verification…`) both.
 */
export async function authTokenRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.guards.requireUser;
  const sends = { preHandler: app.sendLimit };

  r.post(
    '/v1/account/recovery',
    { ...sends, schema: { body: ZRecoveryCreate, response: { 201: ZToken } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRecovery({ deps, ...request.body, origin: requestOrigin(request) })),
  );

  r.put(
    '/v1/account/recovery',
    { schema: { body: ZRecoveryUpdate, response: { 200: ZToken } } },
    async (request) => updateRecovery({ deps, ...request.body, origin: requestOrigin(request) }),
  );

  for (const path of ['/v1/account/verification', '/v1/account/verifications/email']) {
    r.post(
      path,
      {
        onRequest: signedIn,
        ...sends,
        schema: { body: ZVerificationCreate, response: { 201: ZToken } },
      },
      async (request, reply) => {
        const token = await createEmailVerification({
          deps,
          auth: authOf(request),
          url: request.body.url,
          origin: requestOrigin(request),
        });
        return reply.status(201).send(token);
      },
    );
    r.put(path, { schema: { body: ZUserSecret, response: { 200: ZToken } } }, async (request) =>
      updateVerification({
        deps,
        channel: 'email',
        ...request.body,
        origin: requestOrigin(request),
      }),
    );
  }

  for (const path of ['/v1/account/verification/phone', '/v1/account/verifications/phone']) {
    r.post(
      path,
      { onRequest: signedIn, ...sends, schema: { response: { 201: ZToken } } },
      async (request, reply) => {
        const token = await createPhoneVerification({
          deps,
          auth: authOf(request),
          origin: requestOrigin(request),
        });
        return reply.status(201).send(token);
      },
    );
    r.put(path, { schema: { body: ZUserSecret, response: { 200: ZToken } } }, async (request) =>
      updateVerification({
        deps,
        channel: 'phone',
        ...request.body,
        origin: requestOrigin(request),
      }),
    );
  }

  r.post(
    '/v1/account/tokens/email',
    { ...sends, schema: { body: ZEmailTokenCreate, response: { 201: ZToken } } },
    async (request, reply) => {
      const token = await createEmailToken({
        deps,
        kind: 'email-code',
        ...request.body,
        origin: requestOrigin(request),
      });
      return reply.status(201).send(token);
    },
  );

  r.post(
    '/v1/account/tokens/magic-url',
    { ...sends, schema: { body: ZMagicUrlTokenCreate, response: { 201: ZToken } } },
    async (request, reply) => {
      const token = await createEmailToken({
        deps,
        kind: 'magic-url',
        ...request.body,
        origin: requestOrigin(request),
      });
      return reply.status(201).send(token);
    },
  );

  r.post(
    '/v1/account/tokens/phone',
    { ...sends, schema: { body: ZPhoneTokenCreate, response: { 201: ZToken } } },
    async (request, reply) => {
      const token = await createPhoneToken({
        deps,
        ...request.body,
        origin: requestOrigin(request),
      });
      return reply.status(201).send(token);
    },
  );
}
