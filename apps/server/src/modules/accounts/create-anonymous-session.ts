import type { AppDeps } from '../../app-deps.ts';
import { createPasswordlessAccount } from './create-passwordless-account.ts';
import { createSession } from './create-session.ts';
import type { RequestOrigin } from './write-account-log.ts';

export interface CreateAnonymousSessionOptions {
  deps: AppDeps;
  origin: RequestOrigin;
}

/**
 * `POST /account/sessions/anonymous`: a guest account (no e-mail, no password) and its session.
 * A guest moves no money (`user_guest`); it becomes a normal account when it sets an e-mail and
 * a password (PATCH /account/email). Admins can leave guests out of the users list.
 */
export async function createAnonymousSession(options: CreateAnonymousSessionOptions) {
  const { deps } = options;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await createPasswordlessAccount({
      tx,
      deps,
      isGuest: true,
      origin: options.origin,
      at,
    });
    return createSession({
      db: tx,
      clock: deps.clock,
      accountId: user.id,
      sessionDays: deps.config.SESSION_DAYS,
      origin: options.origin,
      provider: 'anonymous',
      factor: 'anonymous',
    });
  });
}
