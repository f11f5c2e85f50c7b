import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CODE_MAX_ATTEMPTS } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authTokens } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { sameDigest, sha256Hex } from '../../lib/server-secrets.ts';
import { type AuthTokenKind, type AuthTokenRow, isCodeKind } from './auth-token-kinds.ts';

/** How many live tokens of one user are compared at most (sending is rate-limited anyway). */
const MAX_CANDIDATES = 20;

export interface RedeemAuthTokenOptions {
  deps: AppDeps;
  userRef: string;
  kinds: AuthTokenKind[];
  secret: string;
}

/**
 * Spends the live token of `userRef` that `secret` opens, among `kinds`: compared in constant
 * time against each candidate's hash, then taken by one conditional update (unused, unexpired,
 * tries left), so two requests with the same secret never both succeed. A wrong secret counts a
 * try on every live code of the user: after CODE_MAX_ATTEMPTS a code is dead. Every failure is
 * the same `user_invalid_token`: wrong, expired, used and unknown look alike.
 *
 * Runs outside any transaction, so a counted try survives the failure it answers; the caller does
 * its work afterwards (a token spent by a request that then fails is simply asked for again).
 */
export async function redeemAuthToken(options: RedeemAuthTokenOptions): Promise<AuthTokenRow> {
  const { deps } = options;
  const tx = deps.db;
  const now = deps.clock.now();
  const live = and(
    eq(authTokens.userRef, options.userRef),
    inArray(authTokens.kind, options.kinds),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
    lt(authTokens.attempts, CODE_MAX_ATTEMPTS),
  );
  const candidates = await tx.select().from(authTokens).where(live).limit(MAX_CANDIDATES);
  const linkHash = sha256Hex(options.secret);
  let match: AuthTokenRow | undefined;
  for (const candidate of candidates) {
    const hash = isCodeKind(candidate.kind)
      ? deps.secrets.codeHash(candidate.id, options.secret)
      : linkHash;
    if (sameDigest(hash, candidate.secretHash) && !match) match = candidate;
  }
  if (match) {
    const [spent] = await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.id, match.id), live))
      .returning();
    if (spent) return spent;
  }
  const codes = candidates.filter((candidate) => isCodeKind(candidate.kind));
  if (codes.length > 0) {
    await tx
      .update(authTokens)
      .set({ attempts: sql`${authTokens.attempts} + 1` })
      .where(
        and(
          inArray(
            authTokens.id,
            codes.map((code) => code.id),
          ),
          live,
        ),
      );
  }
  throw appError('user_invalid_token');
}
