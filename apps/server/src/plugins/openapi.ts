import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Record properties are named `$id`, as in the SDK's models, which the swagger plugin's schema
 * resolver would take for JSON Schema ids: they are renamed while the document is built and
 * restored in the finished document.
 */
const HIDDEN_ID = 'x-record-$id';

function renameIdProperties<T>(value: T, from: string, to: string): T {
  if (Array.isArray(value)) return value.map((item) => renameIdProperties(item, from, to)) as T;
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) => {
    const renamed =
      key === 'properties' && child && typeof child === 'object'
        ? Object.fromEntries(
            Object.entries(child).map(([name, schema]) => [name === from ? to : name, schema]),
          )
        : child;
    return [key, renameIdProperties(renamed, from, to)];
  });
  return Object.fromEntries(entries) as T;
}

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance, appName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${appName} API`,
        version: '1.0.0',
        description:
          'Amounts are US dollars as integer cents. Records carry $id, $createdAt and $updatedAt; ' +
          'lists are { total, <items> } and take queries[N] in the Appwrite query syntax. Errors are ' +
          '{ message, code, type, version }. Money-moving POSTs accept an Idempotency-Key header.',
      },
    },
    transform: (input) => renameIdProperties(jsonSchemaTransform(input), '$id', HIDDEN_ID),
    transformObject: (documentObject) =>
      renameIdProperties(
        'openapiObject' in documentObject
          ? documentObject.openapiObject
          : documentObject.swaggerObject,
        HIDDEN_ID,
        '$id',
      ),
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
