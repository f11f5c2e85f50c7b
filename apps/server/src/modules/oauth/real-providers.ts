import {
  Apple,
  decodeIdToken,
  Facebook,
  GitHub,
  Google,
  MicrosoftEntraId,
  type OAuth2Tokens,
} from 'arctic';
import type { Config } from '../../config.ts';
import { appError } from '../../lib/errors.ts';
import { type OAuthAdapter, type OAuthProfile, oauthCallbackUrl } from './oauth-adapter.ts';
import { fetchProviderJson } from './fetch-provider-json.ts';
import { profileText } from './profile-text.ts';
import { providerError } from './provider-error.ts';

async function exchange(run: () => Promise<OAuth2Tokens>): Promise<OAuth2Tokens> {
  try {
    return await run();
  } catch (error) {
    throw providerError(error);
  }
}

function idTokenProfile(
  tokens: OAuth2Tokens,
  verified: (claims: Record<string, unknown>) => boolean,
): OAuthProfile {
  const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
  const uid = profileText(claims.sub);
  if (!uid) throw appError('user_oauth2_provider_error');
  return {
    uid,
    email: profileText(claims.email).toLowerCase(),
    emailVerified: verified(claims),
    name: profileText(claims.name),
  };
}

function google(config: Config): OAuthAdapter {
  const client = new Google(
    config.OAUTH_GOOGLE_CLIENT_ID!,
    config.OAUTH_GOOGLE_SECRET!,
    oauthCallbackUrl(config, 'google'),
  );
  return {
    id: 'google',
    defaultScopes: ['openid', 'email', 'profile'],
    authorizationUrl: ({ state, codeVerifier, scopes }) =>
      client.createAuthorizationURL(state, codeVerifier, scopes),
    async signIn({ code, codeVerifier }) {
      const tokens = await exchange(() => client.validateAuthorizationCode(code, codeVerifier));
      return idTokenProfile(tokens, (claims) => claims.email_verified === true);
    },
  };
}

function microsoft(config: Config): OAuthAdapter {
  const client = new MicrosoftEntraId(
    config.OAUTH_MICROSOFT_TENANT,
    config.OAUTH_MICROSOFT_CLIENT_ID!,
    config.OAUTH_MICROSOFT_SECRET!,
    oauthCallbackUrl(config, 'microsoft'),
  );
  return {
    id: 'microsoft',
    defaultScopes: ['openid', 'email', 'profile'],
    authorizationUrl: ({ state, codeVerifier, scopes }) =>
      client.createAuthorizationURL(state, codeVerifier, scopes),
    async signIn({ code, codeVerifier }) {
      const tokens = await exchange(() => client.validateAuthorizationCode(code, codeVerifier));
      // Entra ID does not vouch for the e-mail claim: it never joins an existing account.
      return idTokenProfile(tokens, () => false);
    },
  };
}

function apple(config: Config): OAuthAdapter {
  const secret = JSON.parse(config.OAUTH_APPLE_SECRET!) as {
    teamId: string;
    keyId: string;
    p8: string;
  };
  const der = Buffer.from(secret.p8.replace(/-----[^-]+-----/g, '').replace(/\s/g, ''), 'base64');
  const client = new Apple(
    config.OAUTH_APPLE_CLIENT_ID!,
    secret.teamId,
    secret.keyId,
    new Uint8Array(der),
    oauthCallbackUrl(config, 'apple'),
  );
  return {
    id: 'apple',
    defaultScopes: ['name', 'email'],
    authorizationUrl: ({ state, scopes }) => {
      const url = client.createAuthorizationURL(state, scopes);
      // Apple sends the answer as a form POST when it shares the name or e-mail.
      if (scopes.length > 0) url.searchParams.set('response_mode', 'form_post');
      return url;
    },
    async signIn({ code }) {
      const tokens = await exchange(() => client.validateAuthorizationCode(code));
      return idTokenProfile(
        tokens,
        (claims) => claims.email_verified === true || claims.email_verified === 'true',
      );
    },
  };
}

function github(config: Config): OAuthAdapter {
  const client = new GitHub(
    config.OAUTH_GITHUB_CLIENT_ID!,
    config.OAUTH_GITHUB_SECRET!,
    oauthCallbackUrl(config, 'github'),
  );
  return {
    id: 'github',
    defaultScopes: ['read:user', 'user:email'],
    authorizationUrl: ({ state, scopes }) => client.createAuthorizationURL(state, scopes),
    async signIn({ code }) {
      const tokens = await exchange(() => client.validateAuthorizationCode(code));
      const token = tokens.accessToken();
      const user = (await fetchProviderJson({
        url: 'https://api.github.com/user',
        accessToken: token,
      })) as Record<string, unknown>;
      const emails = (await fetchProviderJson({
        url: 'https://api.github.com/user/emails',
        accessToken: token,
      })) as {
        email?: unknown;
        primary?: unknown;
        verified?: unknown;
      }[];
      const primary = Array.isArray(emails) ? emails.find((e) => e.primary === true) : undefined;
      const uid = profileText(user.id);
      if (!uid) throw appError('user_oauth2_provider_error');
      return {
        uid,
        email: profileText(primary?.email ?? user.email).toLowerCase(),
        emailVerified: primary?.verified === true,
        name: profileText(user.name) || profileText(user.login),
      };
    },
  };
}

function facebook(config: Config): OAuthAdapter {
  const client = new Facebook(
    config.OAUTH_FACEBOOK_CLIENT_ID!,
    config.OAUTH_FACEBOOK_SECRET!,
    oauthCallbackUrl(config, 'facebook'),
  );
  return {
    id: 'facebook',
    defaultScopes: ['email', 'public_profile'],
    authorizationUrl: ({ state, scopes }) => client.createAuthorizationURL(state, scopes),
    async signIn({ code }) {
      const tokens = await exchange(() => client.validateAuthorizationCode(code));
      const me = (await fetchProviderJson({
        url: 'https://graph.facebook.com/me?fields=id,name,email',
        accessToken: tokens.accessToken(),
      })) as Record<string, unknown>;
      const uid = profileText(me.id);
      if (!uid) throw appError('user_oauth2_provider_error');
      // Facebook shares only a confirmed e-mail address.
      const email = profileText(me.email).toLowerCase();
      return { uid, email, emailVerified: email !== '', name: profileText(me.name) };
    },
  };
}

/** The providers configured by environment (`OAUTH_<PROVIDER>_CLIENT_ID` / `_SECRET`). */
export function realProviders(config: Config): OAuthAdapter[] {
  const adapters: OAuthAdapter[] = [];
  if (config.OAUTH_GOOGLE_CLIENT_ID) adapters.push(google(config));
  if (config.OAUTH_GITHUB_CLIENT_ID) adapters.push(github(config));
  if (config.OAUTH_APPLE_CLIENT_ID) adapters.push(apple(config));
  if (config.OAUTH_FACEBOOK_CLIENT_ID) adapters.push(facebook(config));
  if (config.OAUTH_MICROSOFT_CLIENT_ID) adapters.push(microsoft(config));
  return adapters;
}
