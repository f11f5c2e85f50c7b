import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZContactInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { submitContactMessage } from './submit-contact-message.ts';

export async function contactRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/contact',
    {
      schema: { body: ZContactInput, response: { 201: z.object({ id: z.string() }) } },
      config: { rateLimit: { max: deps.config.CONTACT_MAX_PER_IP_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitContactMessage({ deps, input: request.body, ip: request.ip })),
  );
}
