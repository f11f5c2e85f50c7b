import { createHash } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { Config } from '../../config.ts';
import { appError } from '../../lib/errors.ts';
import { newLinkSecret } from '../../lib/server-secrets.ts';
import { type OAuthAdapter, oauthCallbackUrl } from './oauth-adapter.ts';

/** The mock provider's consent page (OAUTH_MOCK=enabled only). */
export const MOCK_AUTHORIZE_PATH = '/v1/account/oauth2/mock/authorize';
export const MOCK_PROFILE = {
  uid: 'mock-user',
  email: 'mock@example.com',
  emailVerified: true,
  name: 'Mock User',
} as const;

const CODE_LIFETIME_MS = 60_000;

/**
 * The provider `mock` (tests only): a real authorization-code flow with state and PKCE (S256)
 * built by the OAuth library, whose consent step happens at once on this server and signs in as
 * mock@example.com ("Mock User"), so the whole redirect flow runs without a network.
 */
export function mockProvider(config: Config) {
  const redirectUri = oauthCallbackUrl(config, 'mock');
  const client = new OAuth2Client('mock', null, redirectUri);
  const codes = new Map<string, { challenge: string; expiresAt: number }>();

  const adapter: OAuthAdapter = {
    id: 'mock',
    defaultScopes: ['email', 'profile'],
    authorizationUrl: ({ state, codeVerifier, scopes }) =>
      client.createAuthorizationURLWithPKCE(
        `${config.appUrl}${MOCK_AUTHORIZE_PATH}`,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      ),
    async signIn({ code, codeVerifier }) {
      const issued = codes.get(code);
      codes.delete(code);
      if (!issued || issued.expiresAt < Date.now()) throw appError('user_oauth2_bad_request');
      // RFC 7636 S256: the challenge is the verifier's SHA-256, base64url.
      const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
      if (challenge !== issued.challenge) {
        throw appError('user_oauth2_bad_request');
      }
      return { ...MOCK_PROFILE };
    },
  };

  /** The consent step: checks the request as a provider would and sends the browser back. */
  const authorize = (query: Record<string, string | undefined>): string => {
    if (
      query.response_type !== 'code' ||
      query.client_id !== 'mock' ||
      query.redirect_uri !== redirectUri ||
      query.code_challenge_method !== 'S256' ||
      !query.code_challenge ||
      !query.state
    ) {
      throw appError('user_oauth2_bad_request');
    }
    const code = newLinkSecret();
    codes.set(code, { challenge: query.code_challenge, expiresAt: Date.now() + CODE_LIFETIME_MS });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.state);
    return back.toString();
  };

  return { adapter, authorize };
}
