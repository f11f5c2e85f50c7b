import type { accounts } from '../../db/schema.ts';
import { sessions } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

export interface CreateSessionOptions {
  db: DbOrTx;
  clock: Clock;
  accountId: string;
  sessionDays: number;
  ip?: string;
  userAgent?: string;
}

/** A fresh session (a new token every login: rotation). Returns the token for the cookie. */
export async function createSession(options: CreateSessionOptions) {
  const token = newSessionToken();
  const now = options.clock.now();
  const [session] = await options.db
    .insert(sessions)
    .values({
      id: newId(),
      accountId: options.accountId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + options.sessionDays * 86_400_000),
      ip: options.ip ?? null,
      userAgent: options.userAgent?.slice(0, 300) ?? null,
    })
    .returning();
  return { token, session: session! };
}

export type SessionRow = typeof sessions.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
