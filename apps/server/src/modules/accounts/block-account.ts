import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions } from '../../db/schema.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface BlockAccountOptions {
  deps: AppDeps;
  accountId: string;
  origin: RequestOrigin;
}

/**
 * The owner closes their account (`PATCH /account/status`): every session ends and sign-in
 * answers `user_blocked`. Money and records stay; an admin can see the account as blocked.
 */
export async function blockAccount(options: BlockAccountOptions): Promise<void> {
  const { deps, accountId } = options;
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ disabledAt: at, updatedAt: at })
      .where(eq(accounts.id, accountId));
    await tx.delete(sessions).where(eq(sessions.accountId, accountId));
    await writeAccountLog({
      db: tx,
      accountId,
      event: 'user.update.status',
      origin: options.origin,
      at,
    });
  });
}
