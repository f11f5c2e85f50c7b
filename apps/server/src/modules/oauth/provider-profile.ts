import { ArcticFetchError, OAuth2RequestError } from 'arctic';
import { appError } from '../../lib/errors.ts';

/** A provider's refusal or outage, as Appwrite's error types. */
export function providerError(error: unknown): Error {
  if (error instanceof OAuth2RequestError) return appError('user_oauth2_bad_request');
  if (error instanceof ArcticFetchError) return appError('user_oauth2_provider_error');
  return error instanceof Error ? error : new Error(String(error));
}

/** GET a provider's JSON API with the access token (10 s at most). */
export async function fetchProviderJson(url: string, accessToken: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        'user-agent': 'CopyVest',
      },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw appError('user_oauth2_provider_error');
  }
  if (response.status === 401 || response.status === 403)
    throw appError('user_oauth2_unauthorized');
  if (!response.ok) throw appError('user_oauth2_provider_error');
  return response.json();
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
