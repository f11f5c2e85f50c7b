import type { FastifyInstance } from 'fastify';
import { messages } from '@copyvest/shared';

/**
 * JSON bodies: an empty body is no body (a DELETE with a JSON content type is fine), and a route
 * with a body schema sees `{}` instead of nothing, so absent fields answer
 * `Missing required parameter: "name"` rather than a type error.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error(messages.errors.bodyNotJson), {
        statusCode: 400,
      });
      done(error, undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}
