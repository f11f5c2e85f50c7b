import { ID_UNIQUE, MAGIC_URL_MINUTES, SIGN_IN_CODE_MINUTES, type TToken } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { allowedUrl, withQuery } from '../../lib/allowed-url.ts';
import { newId } from '../../lib/ids.ts';
import { createPasswordlessAccount } from '../accounts/index.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { findAccountByEmail } from './find-account-by-email.ts';
import { isEmailHeld } from './is-email-held.ts';
import { issueAuthToken } from './issue-auth-token.ts';
import { newSecurityPhrase } from './security-phrase.ts';
import { toTokenDto } from './to-token-dto.ts';

/** Where a magic link leads when the client names no URL: the web app's page for it. */
export const MAGIC_URL_PAGE = '/magic-link';

export interface CreateEmailTokenOptions {
  deps: AppDeps;
  kind: 'email-code' | 'magic-url';
  userId: string;
  email: string;
  phrase?: boolean;
  url?: string;
  origin: RequestOrigin;
}

/**
 * `POST /account/tokens/email` (a 6-digit code, 15 minutes, 5 tries) and
 * `POST /account/tokens/magic-url` (a link `url?userId=…&secret=…`, 1 hour): an unknown e-mail
 * creates the account (inactive, as every new account), as the SDK documents.
 *
 * The answer never tells whether the address was registered: its `userId` is the id the client
 * asked for, or (for `unique()`) a fresh one for a new and for an existing account alike; that is
 * the id the client presents with the secret.
 */
export async function createEmailToken(options: CreateEmailTokenOptions): Promise<TToken> {
  const { deps, email } = options;
  const magic = options.kind === 'magic-url';
  const target = magic
    ? allowedUrl(deps.config, options.url ?? `${deps.config.appUrl}${MAGIC_URL_PAGE}`)
    : undefined;
  const minutes = magic ? MAGIC_URL_MINUTES : SIGN_IN_CODE_MINUTES;
  const custom = options.userId === ID_UNIQUE ? undefined : options.userId;
  const phrase = options.phrase ? newSecurityPhrase() : '';
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findAccountByEmail({ db: tx, email });
    let userRef = custom ?? newId();
    let user = found?.user;
    // A deleted account keeps its address: answered as for any other address, nothing sent.
    const heldByDeleted = !user && (await isEmailHeld({ db: tx, email }));
    if (!user && !heldByDeleted) {
      user = await createPasswordlessAccount({
        tx,
        deps,
        id: custom,
        email,
        origin: options.origin,
        at: now,
      });
      userRef = user.id;
    }
    if (!user || found?.account.disabledAt) {
      return toTokenDto({
        id: newId(),
        createdAt: now,
        userRef,
        expiresAt: new Date(now.getTime() + minutes * 60_000),
        phrase,
      });
    }
    const { row, secret } = await issueAuthToken({
      deps,
      tx,
      accountId: user.id,
      userRef,
      kind: options.kind,
      minutes,
      phrase,
    });
    const name = user.name;
    if (target) {
      const link = withQuery(target, { userId: userRef, secret });
      await enqueueMail({
        tx,
        to: { name, email },
        template: 'magic-url',
        data: { name, link: { sealed: deps.secrets.seal(link) }, minutes, phrase },
        at: now,
      });
    } else {
      await enqueueMail({
        tx,
        to: { name, email },
        template: 'sign-in-code',
        data: { name, code: { sealed: deps.secrets.seal(secret) }, minutes, phrase },
        at: now,
      });
    }
    await writeAccountLog({
      db: tx,
      accountId: user.id,
      event: 'token.create',
      origin: options.origin,
      at: now,
    });
    return toTokenDto(row);
  });
}
