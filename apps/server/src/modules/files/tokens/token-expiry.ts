import { FILE_TOKEN_DEFAULT_DAYS, FILE_TOKEN_MAX_DAYS, messages } from '@copyvest/shared';
import { appError } from '../../../lib/errors.ts';

const DAY_MS = 86_400_000;

/**
 * When a token expires: the date asked for (in the future, at most FILE_TOKEN_MAX_DAYS ahead), or
 * FILE_TOKEN_DEFAULT_DAYS from now. Every token expires: a link never works forever.
 */
export function tokenExpiry(requested: string | null | undefined, now: Date): Date {
  if (requested == null) return new Date(now.getTime() + FILE_TOKEN_DEFAULT_DAYS * DAY_MS);
  const at = new Date(Date.parse(requested));
  const latest = now.getTime() + FILE_TOKEN_MAX_DAYS * DAY_MS;
  if (Number.isNaN(at.getTime()) || at <= now || at.getTime() > latest) {
    throw appError(
      'general_argument_invalid',
      messages.files.tokenExpiryInvalid(FILE_TOKEN_MAX_DAYS),
    );
  }
  return at;
}
