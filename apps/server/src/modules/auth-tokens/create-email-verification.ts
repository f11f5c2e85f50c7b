import { VERIFICATION_LINK_MINUTES, type TToken } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { allowedUrl, withQuery } from '../../lib/allowed-url.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { issueAuthToken } from './issue-auth-token.ts';
import { toTokenDto } from './to-token-dto.ts';

export interface CreateEmailVerificationOptions {
  deps: AppDeps;
  auth: AuthContext;
  url: string;
  origin: RequestOrigin;
}

/** `POST /account/verification`: mails the signed-in account `url?userId=…&secret=…` (24 hours, once). */
export async function createEmailVerification(
  options: CreateEmailVerificationOptions,
): Promise<TToken> {
  const { deps, auth } = options;
  const target = allowedUrl(deps.config, options.url);
  const email = auth.account.email;
  if (!email) throw appError('user_email_not_found');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { row, secret } = await issueAuthToken({
      deps,
      tx,
      accountId: auth.accountId,
      userRef: auth.accountId,
      kind: 'verification',
      minutes: VERIFICATION_LINK_MINUTES,
    });
    const link = withQuery(target, { userId: auth.accountId, secret });
    await enqueueMail({
      tx,
      to: { name: auth.user.name, email },
      template: 'verification',
      data: {
        name: auth.user.name,
        link: { sealed: deps.secrets.seal(link) },
        minutes: VERIFICATION_LINK_MINUTES,
      },
      at: now,
    });
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: 'verification.create',
      origin: options.origin,
      at: now,
    });
    return toTokenDto(row);
  });
}
