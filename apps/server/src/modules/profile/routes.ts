import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZProfileUpdate, ZRegistrationComplete, ZUser } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { authOf } from '../../lib/auth-context.ts';
import { toUserDto } from '../accounts/index.ts';
import { completeRegistration } from './complete-registration.ts';
import { updateProfile } from './update-profile.ts';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/v1/account/profile',
    {
      onRequest: app.guards.requireUser,
      schema: { body: ZProfileUpdate, response: { 200: ZUser } },
    },
    async (request) =>
      toUserDto(await updateProfile({ deps, auth: authOf(request), input: request.body })),
  );

  // The completion page: name, phone, country and the terms of a sign-up that skipped the form.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/account/registration',
    {
      onRequest: app.guards.requireUser,
      schema: { body: ZRegistrationComplete, response: { 200: ZUser } },
    },
    async (request) =>
      toUserDto(
        await completeRegistration({
          deps,
          auth: authOf(request),
          input: request.body,
          origin: requestOrigin(request),
        }),
      ),
  );
}
