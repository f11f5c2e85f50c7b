import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type TErrorType } from '@copyvest/shared';
import { classifyDbError } from '../lib/db-error.ts';
import { errorBody } from '../lib/error-body.ts';
import { AppError, StoreUnavailableError } from '../lib/errors.ts';

/** A framework or plugin 4xx by status, in the error table's terms. */
const TYPE_BY_STATUS: Record<number, TErrorType> = {
  401: 'general_unauthorized_scope',
  403: 'user_unauthorized',
  404: 'general_route_not_found',
  413: 'general_payload_too_large',
  415: 'general_unsupported_media_type',
  429: 'general_rate_limit_exceeded',
};

export function sendError(reply: FastifyReply, type: TErrorType, message?: string) {
  const body = errorBody(type, message);
  return reply.status(body.code).send(body);
}

/** One error handler: 4xx carry a clear message the UI shows; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.type, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 'general_argument_invalid', error.validation[0]?.message);
    }
    if (error instanceof StoreUnavailableError) {
      request.log.warn({ err: error }, 'object store unavailable');
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, 'general_service_unavailable');
    }
    const dbError = classifyDbError(error);
    if (dbError) {
      request.log.warn({ err: error, pgCode: dbError.pgCode }, 'database refused a change');
      return sendError(reply, dbError.type, dbError.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const type = TYPE_BY_STATUS[status] ?? 'general_bad_request';
      const message =
        error.message || (status === 429 ? messages.errors.tooManyRequests : undefined);
      return reply.status(status).send({ ...errorBody(type, message), code: status });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 'general_server_error');
  });
}
