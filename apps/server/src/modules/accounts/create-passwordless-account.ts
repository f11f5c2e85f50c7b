import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../mail/index.ts';
import { insertUser } from './insert-user.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface CreatePasswordlessAccountOptions {
  tx: DbOrTx;
  deps: AppDeps;
  /** A custom id the client asked for; default: a new one. */
  id?: string;
  name?: string;
  email?: string;
  emailVerified?: boolean;
  phone?: string;
  isGuest?: boolean;
  origin: RequestOrigin;
  at: Date;
}

/**
 * An account created by a sign-in that needs no password: an e-mail code or link, a phone code,
 * an OAuth2 provider, or a guest (anonymous session). Inactive like every new account; a password
 * can be set later (PATCH /account/password or /account/email). Inside the caller's transaction.
 */
export async function createPasswordlessAccount({
  tx,
  ...options
}: CreatePasswordlessAccountOptions) {
  const user = await insertUser({
    tx,
    input: {
      id: options.id,
      name: options.name ?? '',
      email: options.email ?? null,
      emailVerified: options.emailVerified,
      passwordHash: null,
      phone: options.phone ?? '',
      country: '',
      isGuest: options.isGuest,
      at: options.at,
    },
  });
  if (options.email) {
    await enqueueMail({
      tx,
      to: { name: user.name, email: options.email },
      template: 'welcome',
      data: { name: user.name },
      at: options.at,
    });
  }
  await writeAccountLog({
    db: tx,
    accountId: user.id,
    event: 'user.create',
    origin: options.origin,
    at: options.at,
  });
  return user;
}
