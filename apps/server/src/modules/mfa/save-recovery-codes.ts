import { eq } from 'drizzle-orm';
import type { TMfaRecoveryCodes } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { mfaRecoveryCodes } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { requireRecentMfa } from './require-recent-mfa.ts';
import { requireRecentProof } from '../accounts/index.ts';

export interface SaveRecoveryCodesOptions {
  deps: AppDeps;
  auth: AuthContext;
  mode: 'create' | 'replace';
  origin: RequestOrigin;
}

/**
 * `POST /account/mfa/recovery-codes` (the first set; 409 when the account has codes) and
 * `PATCH` (a new set replacing the old, after a recent second factor; 404 when there are none).
 * The codes are answered this once and stored hashed. The first set needs a recent proof (password
 * sign-in or factor, `requireRecentProof`): whoever reads them can pass the second factor.
 */
export async function saveRecoveryCodes(
  options: SaveRecoveryCodesOptions,
): Promise<TMfaRecoveryCodes> {
  const { deps, auth } = options;
  const at = deps.clock.now();
  if (options.mode === 'replace') requireRecentMfa(auth, at);
  else requireRecentProof(auth, at);
  const codes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    const existing = await tx
      .select({ hash: mfaRecoveryCodes.codeHash })
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.accountId, auth.accountId))
      .limit(1);
    if (options.mode === 'create' && existing.length > 0) {
      throw appError('user_recovery_codes_already_exists');
    }
    if (options.mode === 'replace' && existing.length === 0) {
      throw appError('user_recovery_codes_not_found');
    }
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.accountId, auth.accountId));
    await tx.insert(mfaRecoveryCodes).values(
      codes.map((code) => ({
        accountId: auth.accountId,
        codeHash: recoveryCodeHash(code),
        createdAt: at,
      })),
    );
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: options.mode === 'create' ? 'recovery-codes.create' : 'recovery-codes.update',
      origin: options.origin,
      at,
    });
  });
  return { recoveryCodes: codes };
}
