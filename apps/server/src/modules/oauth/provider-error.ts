import { ArcticFetchError, OAuth2RequestError } from 'arctic';
import { appError } from '../../lib/errors.ts';

/** A provider's refusal or outage, as Appwrite's error types. */
export function providerError(error: unknown): Error {
  if (error instanceof OAuth2RequestError) return appError('user_oauth2_bad_request');
  if (error instanceof ArcticFetchError) return appError('user_oauth2_provider_error');
  return error instanceof Error ? error : new Error(String(error));
}
