import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { newLinkSecret, newNumericCode, sha256Hex } from '../../lib/server-secrets.ts';
import { type AuthTokenKind, isCodeKind } from './auth-token-kinds.ts';

export interface IssueAuthTokenOptions {
  deps: AppDeps;
  tx: DbOrTx;
  accountId: string;
  /** The userId the client will present with the secret. */
  userRef: string;
  kind: AuthTokenKind;
  minutes: number;
  phrase?: string;
  provider?: string;
}

/**
 * A new one-time secret for the account: a 256-bit link secret or a 6-digit code, stored only as
 * a hash. Older unused secrets of the same kind are spent, so only the newest mail works.
 * Returns the row and the secret in clear (to mail or text, never to answer with).
 */
export async function issueAuthToken(options: IssueAuthTokenOptions) {
  const { deps, tx } = options;
  const now = deps.clock.now();
  const id = newId();
  const code = isCodeKind(options.kind);
  const secret = code ? newNumericCode() : newLinkSecret();
  await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.accountId, options.accountId),
        eq(authTokens.kind, options.kind),
        isNull(authTokens.usedAt),
      ),
    );
  const [row] = await tx
    .insert(authTokens)
    .values({
      id,
      accountId: options.accountId,
      kind: options.kind,
      userRef: options.userRef,
      secretHash: code ? deps.secrets.codeHash(id, secret) : sha256Hex(secret),
      phrase: options.phrase ?? '',
      provider: options.provider ?? null,
      expiresAt: new Date(now.getTime() + options.minutes * 60_000),
      createdAt: now,
    })
    .returning();
  return { row: row!, secret };
}
