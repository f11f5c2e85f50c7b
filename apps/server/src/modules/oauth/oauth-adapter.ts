import type { TOAuthProvider } from '@copyvest/shared';

/** Who the provider says signed in. */
export interface OAuthProfile {
  /** The provider's stable user id. */
  uid: string;
  email: string;
  /** The provider vouches the e-mail belongs to the user (only then may it join an existing account). */
  emailVerified: boolean;
  name: string;
}

/** One OAuth2 provider behind the sign-in flow (state always; PKCE where the provider takes it). */
export interface OAuthAdapter {
  id: TOAuthProvider;
  defaultScopes: string[];
  authorizationUrl(options: { state: string; codeVerifier: string; scopes: string[] }): URL;
  /** Exchanges the code (with the PKCE verifier) and reads the user's profile. */
  signIn(options: { code: string; codeVerifier: string }): Promise<OAuthProfile>;
}

/** Where the provider sends the browser back: registered at the provider as the redirect URI. */
export function oauthCallbackUrl(
  config: { appUrl: string; PROJECT_ID: string },
  provider: string,
): string {
  return `${config.appUrl}/v1/account/sessions/oauth2/callback/${provider}/${config.PROJECT_ID}`;
}
