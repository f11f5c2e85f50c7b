import { errorMessage, errorStatus, type TErrorType } from '@copyvest/shared';

/**
 * An error the API answers as `{ message, code, type, version }`. Its status and default message
 * come from the one error table in `packages/shared` (`ERROR_TYPES`).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly type: TErrorType,
    message: string = errorMessage(type),
  ) {
    super(message);
    this.statusCode = errorStatus(type);
  }
}

/** Shorthand: `throw appError('plan_not_found')`. */
export function appError(type: TErrorType, message?: string): AppError {
  return new AppError(type, message);
}

/** Postgres error codes we turn into clear 4xx answers. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The name of the constraint a Postgres integrity error names (unique index, check), if any. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string' && constraint !== '') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/**
 * The object store did not answer, or answered with its own failure (a network error, a 5xx, a
 * timeout): the request changed nothing it could not undo, so the API answers 503 with
 * Retry-After (decision 049) instead of a 500.
 */
export class StoreUnavailableError extends Error {
  readonly retryAfterSeconds = 5;
  constructor(options?: { cause?: unknown }) {
    super('the object store is unavailable', options);
  }
}
