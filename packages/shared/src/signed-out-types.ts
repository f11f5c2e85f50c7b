import type { TErrorType } from './error-types.ts';

/**
 * The types that mean "nobody is signed in" (no session, or it ended, or its JWT expired). A
 * signed-in caller refused something (`user_unauthorized`, `user_invalid_credentials` for a wrong
 * current password) is still signed in: clients decide by type, never by the 401 status. (A
 * module without zod, so the web app's first load can use it.)
 */
export const SIGNED_OUT_ERROR_TYPES: readonly string[] = [
  'general_unauthorized_scope',
  'user_jwt_invalid',
] satisfies TErrorType[];

export function isSignedOutErrorType(type: string): boolean {
  return SIGNED_OUT_ERROR_TYPES.includes(type);
}
