import type { TAccount, TRegisterInput } from '@copyvest/shared';
import { api } from '@/lib/api-client';
import { setSessionAccount } from '@/lib/session/session-store';

/** Creates the account; the server signs the new user in, so the answer is the session's account. */
export async function registerAccount(input: TRegisterInput): Promise<void> {
  setSessionAccount(await api.post<TAccount>('/v1/account', input));
}
