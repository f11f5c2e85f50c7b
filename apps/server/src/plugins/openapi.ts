import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance, appName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${appName} API`,
        version: '1.0.0',
        description:
          'Amounts are US dollars as integer cents. Errors are { statusCode, code, message }. ' +
          'Money-moving POSTs accept an Idempotency-Key header.',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
