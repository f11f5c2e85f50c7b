import type { TAccount } from '@copyvest/shared';
import type { AuthenticationFactor, AuthenticatorType } from 'appwrite';
import { ApiError } from '@/lib/api-client';
import { accountCall } from '@/lib/sdk/account-call';
import { updateSessionAccount } from '@/lib/session/session-store';

const TOTP = 'totp' as AuthenticatorType;

export const listFactors = () => accountCall((account) => account.listMfaFactors());

export const startAuthenticator = () =>
  accountCall((account) => account.createMfaAuthenticator({ type: TOTP }));

/** Confirms the app with a code, then answers a fresh set of recovery codes. */
export async function confirmAuthenticator(otp: string): Promise<string[]> {
  await accountCall((account) => account.updateMfaAuthenticator({ type: TOTP, otp }));
  try {
    return (await accountCall((account) => account.createMfaRecoveryCodes())).recoveryCodes;
  } catch (error) {
    if (!(error instanceof ApiError && error.type === 'user_recovery_codes_already_exists')) {
      throw error;
    }
    // Codes left from an earlier setup: replace them (the confirmation was a fresh proof).
    return (await accountCall((account) => account.updateMfaRecoveryCodes())).recoveryCodes;
  }
}

/** Turns MFA on or off and shows the account's new state at once. */
export async function setMfa(mfa: boolean): Promise<void> {
  const account = await accountCall((sdk) => sdk.updateMFA({ mfa }));
  updateSessionAccount(account as unknown as TAccount);
}

/** A code from the app proves it is the owner (a "recent" second factor for 30 minutes). */
export async function proveWithTotp(otp: string): Promise<void> {
  const challenge = await accountCall((account) =>
    account.createMfaChallenge({ factor: 'totp' as AuthenticationFactor }),
  );
  await accountCall((account) => account.updateMfaChallenge({ challengeId: challenge.$id, otp }));
}

/** The server asks for a recent proof (a fresh sign-in or a second factor) before this change. */
export const needsRecentProof = (error: unknown) =>
  error instanceof ApiError && error.type === 'user_challenge_required';

/** Mails a code to the account's verified address; answers the challenge to answer with it. */
export const startEmailProof = async () =>
  (
    await accountCall((account) =>
      account.createMfaChallenge({ factor: 'email' as AuthenticationFactor }),
    )
  ).$id;

/** The mailed code proves it is the owner (a "recent" second factor for 30 minutes). */
export const finishEmailProof = (challengeId: string, otp: string) =>
  accountCall((account) => account.updateMfaChallenge({ challengeId, otp }));

/** Ends this browser's session, so the user signs in again (a fresh proof). */
export const endThisSession = () =>
  accountCall((account) => account.deleteSession({ sessionId: 'current' }));

export const regenerateCodes = async () =>
  (await accountCall((account) => account.updateMfaRecoveryCodes())).recoveryCodes;

export const removeAuthenticator = () =>
  accountCall((account) => account.deleteMfaAuthenticator({ type: TOTP }));
