import type { DbOrTx } from '../../db/client.ts';
import { accounts, sessions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { eq } from 'drizzle-orm';
import { deviceDescription, seenDevice } from './seen-device.ts';
import { sendSecurityNotice } from './send-security-notice.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface CreateSessionOptions {
  db: DbOrTx;
  clock: Clock;
  accountId: string;
  sessionDays: number;
  origin: RequestOrigin;
  /** How the user proved who they are (Appwrite's session provider). */
  provider?: string;
  providerUid?: string;
  /** The factor this sign-in proved: password (default for `email`), email, phone, anonymous. */
  factor?: string;
}

/**
 * A fresh session (a new token every sign-in), logged. A sign-in from a browser and IP the account
 * was not used from in the last KNOWN_DEVICE_DAYS mails the owner a `new_sign_in` notice (which
 * browser, when). Returns the token for the cookie.
 */
export async function createSession(options: CreateSessionOptions) {
  const token = newSessionToken();
  const now = options.clock.now();
  const factor = options.factor ?? 'password';
  const newDevice =
    factor !== 'anonymous' &&
    !(await seenDevice({
      db: options.db,
      accountId: options.accountId,
      origin: options.origin,
      now,
    }));
  const [session] = await options.db
    .insert(sessions)
    .values({
      id: newId(),
      accountId: options.accountId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      updatedAt: now,
      accessedAt: now,
      expiresAt: new Date(now.getTime() + options.sessionDays * 86_400_000),
      provider: options.provider ?? 'email',
      providerUid: options.providerUid ?? '',
      factors: [factor],
      ip: options.origin.ip ?? null,
      userAgent: options.origin.userAgent?.slice(0, 300) ?? null,
    })
    .returning();
  await options.db
    .update(accounts)
    .set({ accessedAt: now })
    .where(eq(accounts.id, options.accountId));
  await writeAccountLog({
    db: options.db,
    accountId: options.accountId,
    event: 'session.create',
    origin: options.origin,
    at: now,
  });
  if (newDevice) {
    await sendSecurityNotice({
      tx: options.db,
      accountId: options.accountId,
      event: 'new_sign_in',
      at: now,
      device: deviceDescription(options.origin),
    });
  }
  return { token, session: session! };
}
