import { and, eq, gt } from 'drizzle-orm';
import { OAUTH_TOKEN_MINUTES } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { oauthStates, sessions } from '../../db/schema.ts';
import { withQuery } from '../../lib/allowed-url.ts';
import { appError } from '../../lib/errors.ts';
import { sameDigest, sha256Hex } from '../../lib/server-secrets.ts';
import { createSession } from '../accounts/index.ts';
import type { RequestOrigin } from '../accounts/index.ts';
import { issueAuthToken } from '../auth-tokens/index.ts';
import type { OAuthAdapter } from './oauth-adapter.ts';
import { signInWithProfile } from './sign-in-with-profile.ts';

export type OAuthOutcome =
  | { kind: 'session'; redirectTo: string; token: string; expiresAt: Date }
  | { kind: 'token'; redirectTo: string };

export interface FinishOAuthOptions {
  deps: AppDeps;
  adapters: Map<string, OAuthAdapter>;
  provider: string;
  state: string;
  stateCookie: string | undefined;
  code: string | undefined;
  providerError: string | undefined;
  previous?: { sessionId: string; accountId: string; mfaPending: boolean } | null;
  origin: RequestOrigin;
  /** Called with the failure URL once it is known, so errors after that go back to it. */
  onFailureUrl: (url: string) => void;
}

/**
 * The provider's answer: spends the state (once, unexpired, from this very browser: its cookie
 * must match), exchanges the code with the PKCE verifier, finds or creates the account and either
 * signs in (session mode: a cookie, then the success URL) or hands a one-time token to the
 * success URL (`?userId=…&secret=…`, 15 minutes; the SDK turns it into a session). With MFA on
 * the session still waits for its second factor.
 */
export async function finishOAuth(options: FinishOAuthOptions): Promise<OAuthOutcome> {
  const { deps } = options;
  const now = deps.clock.now();
  const [state] = await deps.db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, sha256Hex(options.state)), gt(oauthStates.expiresAt, now)))
    .returning();
  if (!state || state.provider !== options.provider) throw appError('user_oauth2_bad_request');
  options.onFailureUrl(state.failureUrl);
  const cookieHash = sha256Hex(options.stateCookie ?? '');
  if (!sameDigest(cookieHash, state.stateHash)) throw appError('user_oauth2_bad_request');
  if (options.providerError || !options.code) throw appError('user_oauth2_unauthorized');
  const adapter = options.adapters.get(state.provider);
  if (!adapter) throw appError('project_provider_disabled');

  const profile = await adapter.signIn({
    code: options.code,
    codeVerifier: deps.secrets.open(state.codeVerifierSealed),
  });
  const previous = options.previous;
  const signedIn = previous && !previous.mfaPending ? previous.accountId : undefined;

  return deps.db.transaction(async (tx) => {
    const accountId = await signInWithProfile({
      tx,
      deps,
      provider: state.provider,
      profile,
      signedInAccountId: state.mode === 'session' ? signedIn : undefined,
      origin: options.origin,
      at: now,
    });
    if (state.mode === 'token') {
      const { row, secret } = await issueAuthToken({
        deps,
        tx,
        accountId,
        userRef: accountId,
        kind: 'oauth2',
        minutes: OAUTH_TOKEN_MINUTES,
        provider: state.provider,
      });
      return {
        kind: 'token',
        redirectTo: withQuery(state.successUrl, { userId: row.userRef, secret }),
      };
    }
    if (previous) await tx.delete(sessions).where(eq(sessions.id, previous.sessionId));
    const { token, session } = await createSession({
      db: tx,
      clock: deps.clock,
      accountId,
      sessionDays: deps.config.SESSION_DAYS,
      origin: options.origin,
      provider: state.provider,
      providerUid: profile.uid,
      factor: 'email',
    });
    return { kind: 'session', redirectTo: state.successUrl, token, expiresAt: session.expiresAt };
  });
}
