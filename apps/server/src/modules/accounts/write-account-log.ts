import type { DbOrTx } from '../../db/client.ts';
import { accountLogs } from '../../db/schema.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';

/** Security events written to an account's log (`GET /account/logs`), Appwrite's names. */
export type AccountEvent =
  | 'user.create'
  | 'user.delete'
  | 'user.update.name'
  | 'user.update.password'
  | 'user.update.email'
  | 'user.update.phone'
  | 'user.update.prefs'
  | 'user.update.status'
  | 'session.create'
  | 'session.update'
  | 'session.delete'
  | 'target.create'
  | 'target.update'
  | 'target.delete'
  | 'jwt.create'
  | 'recovery.create'
  | 'recovery.update'
  | 'verification.create'
  | 'verification.update'
  | 'token.create'
  | 'user.update.mfa'
  | 'user.update.mfa.on'
  | 'user.update.mfa.off'
  | 'authenticator.create'
  | 'authenticator.update'
  | 'authenticator.delete'
  | 'recovery-codes.create'
  | 'recovery-codes.update'
  | 'challenge.create'
  | 'challenge.update'
  | 'identity.create'
  | 'identity.delete';

export type { RequestOrigin };

export interface WriteAccountLogOptions {
  db: DbOrTx;
  accountId: string;
  event: AccountEvent;
  origin: RequestOrigin;
  at: Date;
}

export async function writeAccountLog({ db, ...options }: WriteAccountLogOptions): Promise<void> {
  await db.insert(accountLogs).values({
    accountId: options.accountId,
    event: options.event,
    ip: options.origin.ip ?? null,
    userAgent: options.origin.userAgent?.slice(0, 300) ?? null,
    createdAt: options.at,
  });
}
