import { generateCodeVerifier, generateState } from 'arctic';
import { OAUTH_STATE_MINUTES } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { oauthStates } from '../../db/schema.ts';
import { allowedUrl } from '../../lib/allowed-url.ts';
import { sha256Hex } from '../../lib/server-secrets.ts';
import type { OAuthAdapter } from './oauth-adapter.ts';

/** Where the browser lands by default: the dashboard, or the login page on failure. */
export const OAUTH_DEFAULT_SUCCESS = '/dashboard';
export const OAUTH_DEFAULT_FAILURE = '/login';

export interface StartOAuthOptions {
  deps: AppDeps;
  adapter: OAuthAdapter;
  mode: 'session' | 'token';
  success?: string;
  failure?: string;
  scopes: string[];
}

/**
 * The first step of an OAuth2 sign-in: checks the success and failure URLs (this app or an
 * allow-listed origin, else `general_argument_invalid`), keeps a single-use `state` (hashed) with
 * its sealed PKCE verifier for 10 minutes, and answers the provider's authorization URL and the
 * state for the browser-binding cookie.
 */
export async function startOAuth(
  options: StartOAuthOptions,
): Promise<{ redirectTo: string; state: string }> {
  const { deps, adapter } = options;
  const { appUrl } = deps.config;
  const success = allowedUrl(deps.config, options.success ?? `${appUrl}${OAUTH_DEFAULT_SUCCESS}`);
  const failure = allowedUrl(deps.config, options.failure ?? `${appUrl}${OAUTH_DEFAULT_FAILURE}`);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const now = deps.clock.now();
  await deps.db.insert(oauthStates).values({
    stateHash: sha256Hex(state),
    provider: adapter.id,
    codeVerifierSealed: deps.secrets.seal(codeVerifier),
    mode: options.mode,
    successUrl: success.toString(),
    failureUrl: failure.toString(),
    expiresAt: new Date(now.getTime() + OAUTH_STATE_MINUTES * 60_000),
    createdAt: now,
  });
  const scopes = [...new Set([...adapter.defaultScopes, ...options.scopes])];
  const url = adapter.authorizationUrl({ state, codeVerifier, scopes });
  return { redirectTo: url.toString(), state };
}
