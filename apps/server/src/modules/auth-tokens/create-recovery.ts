import { RECOVERY_LINK_MINUTES, type TToken } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { allowedUrl, withQuery } from '../../lib/allowed-url.ts';
import { newId } from '../../lib/ids.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { findAccountByEmail } from './find-account-by-email.ts';
import { issueAuthToken } from './issue-auth-token.ts';
import { toTokenDto } from './to-token-dto.ts';

export interface CreateRecoveryOptions {
  deps: AppDeps;
  email: string;
  url: string;
  origin: RequestOrigin;
}

/**
 * `POST /account/recovery`: mails `url?userId=…&secret=…` (1 hour, once) to the account using
 * this e-mail. The answer is the same whether or not one does: a token-shaped answer with a fresh
 * id either way, and no mail when nobody uses the address (or the account is blocked).
 */
export async function createRecovery(options: CreateRecoveryOptions): Promise<TToken> {
  const { deps } = options;
  const target = allowedUrl(deps.config, options.url);
  const now = deps.clock.now();
  const userRef = newId();
  const found = await findAccountByEmail({ db: deps.db, email: options.email });
  if (!found || found.account.disabledAt) {
    return toTokenDto({
      id: newId(),
      createdAt: now,
      userRef,
      expiresAt: new Date(now.getTime() + RECOVERY_LINK_MINUTES * 60_000),
      phrase: '',
    });
  }
  return deps.db.transaction(async (tx) => {
    const { row, secret } = await issueAuthToken({
      deps,
      tx,
      accountId: found.account.id,
      userRef,
      kind: 'recovery',
      minutes: RECOVERY_LINK_MINUTES,
    });
    const link = withQuery(target, { userId: userRef, secret });
    await enqueueMail({
      tx,
      to: { name: found.user.name, email: options.email },
      template: 'recovery',
      data: {
        name: found.user.name,
        link: { sealed: deps.secrets.seal(link) },
        minutes: RECOVERY_LINK_MINUTES,
      },
      at: now,
    });
    await writeAccountLog({
      db: tx,
      accountId: found.account.id,
      event: 'recovery.create',
      origin: options.origin,
      at: now,
    });
    return toTokenDto(row);
  });
}
