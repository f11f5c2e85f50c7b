import { messages, type TLoginInput, type TSession } from '@copyvest/shared';
import { api } from '@/lib/api-client';
import { loadSessionNow } from '@/lib/session/session-store';

/**
 * Creates an e-mail/password session, then stores the signed-in account. A browser that kept no
 * session cookie gets an error instead of a form that waits for a redirect forever.
 */
export async function logIn(input: TLoginInput): Promise<void> {
  await api.post<TSession>('/v1/account/sessions/email', input);
  if (!(await loadSessionNow())) throw new Error(messages.auth.sessionFailed);
}
