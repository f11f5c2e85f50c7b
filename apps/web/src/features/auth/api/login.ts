import { messages, type TLoginInput } from '@copyvest/shared';
import { accountCall } from '@/lib/sdk/account-call';
import { loadSessionNow } from '@/lib/session/session-store';

/** Signed in, or signed in with one factor and the second one awaited (two-factor is on). */
export type SignInOutcome = 'signed-in' | 'second-factor';

/** After a session was created: who signed in, and whether the second factor is still awaited. */
export async function afterSignIn(): Promise<SignInOutcome> {
  const state = await loadSessionNow();
  if (state.mfaRequired) return 'second-factor';
  if (!state.user) throw new Error(messages.auth.sessionFailed);
  return 'signed-in';
}

/**
 * Creates an e-mail/password session with the SDK, then stores who signed in. A browser that
 * kept no session cookie gets an error instead of a form that waits for a redirect forever.
 */
export async function logIn({ email, password }: TLoginInput): Promise<SignInOutcome> {
  await accountCall((account) => account.createEmailPasswordSession({ email, password }));
  return afterSignIn();
}
