import { ApiError } from '@/lib/api-client';

/** Error types that name one field of a security form (the rest are toasted). */
const FIELD_OF_TYPE: Record<string, string> = {
  user_invalid_credentials: 'password',
  user_password_mismatch: 'password',
  user_already_exists: 'email',
  user_email_already_exists: 'email',
};

/**
 * Where a security form shows a refusal: next to the field it is about (a wrong password, an
 * e-mail already in use), with the server's message; `passwordField` names the form's field that
 * holds the password to prove. Anything else is undefined: the form toasts it.
 */
export function fieldOfFailure<TField extends string>(
  error: unknown,
  passwordField: TField,
): { field: TField | 'email'; message: string } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = FIELD_OF_TYPE[error.type];
  if (!field) return undefined;
  return { field: field === 'password' ? passwordField : 'email', message: error.message };
}
