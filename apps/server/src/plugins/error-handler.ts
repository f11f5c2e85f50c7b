import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@copyvest/shared';
import { AppError, PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../lib/errors.ts';

/** One error handler: 4xx carry a clear message the UI shows; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ statusCode: error.statusCode, code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'Invalid request';
      return reply.status(400).send({ statusCode: 400, code: 'VALIDATION', message });
    }
    const pgCode = pgErrorCode(error);
    if (pgCode === PG_UNIQUE_VIOLATION || pgCode === PG_CHECK_VIOLATION) {
      request.log.warn({ err: error }, 'constraint refused a change');
      return reply.status(409).send({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This change conflicts with the current state. Refresh and try again.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.message || (status === 429 ? messages.errors.tooManyRequests : 'Bad request');
      return reply
        .status(status)
        .send({ statusCode: status, code: error.code ?? 'BAD_REQUEST', message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ statusCode: 500, code: 'INTERNAL', message: messages.errors.internal });
  });
}
