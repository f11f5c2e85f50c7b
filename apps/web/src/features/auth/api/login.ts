import type { TLoginInput, TSession } from '@copyvest/shared';
import { api } from '@/lib/api-client';
import { loadSessionNow } from '@/lib/session/session-store';

/** Creates an e-mail/password session, then stores the signed-in account. */
export async function logIn(input: TLoginInput): Promise<void> {
  await api.post<TSession>('/v1/account/sessions/email', input);
  await loadSessionNow();
}
