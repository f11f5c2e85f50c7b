import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZProfileUpdate, ZUser } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../plugins/auth.ts';
import { toUserDto } from '../users/to-user-dto.ts';
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
}
