import { appError } from '../../lib/errors.ts';

export interface FetchProviderJsonOptions {
  url: string;
  accessToken: string;
}

/** GET a provider's JSON API with the access token (10 s at most). */
export async function fetchProviderJson({
  url,
  accessToken,
}: FetchProviderJsonOptions): Promise<unknown> {
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
