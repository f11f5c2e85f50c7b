import { messages, type TLoginInput } from '@copyvest/shared';
import { accountCall } from '@/lib/sdk/account-call';
import { loadSessionNow } from '@/lib/session/session-store';

/**
 * Creates an e-mail/password session with the SDK, then stores who signed in. A browser that
 * kept no session cookie gets an error instead of a form that waits for a redirect forever.
 */
export async function logIn({ email, password }: TLoginInput): Promise<void> {
  await accountCall((account) => account.createEmailPasswordSession({ email, password }));
  if (!(await loadSessionNow()).user) throw new Error(messages.auth.sessionFailed);
}
