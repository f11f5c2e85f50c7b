import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { identities } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface DeleteIdentityOptions {
  deps: AppDeps;
  accountId: string;
  identityId: string;
  origin: RequestOrigin;
}

/** `DELETE /account/identities/{id}`: the account no longer signs in with that provider account. */
export async function deleteIdentity(options: DeleteIdentityOptions): Promise<void> {
  const { deps } = options;
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(identities)
      .where(
        and(eq(identities.id, options.identityId), eq(identities.accountId, options.accountId)),
      )
      .returning({ id: identities.id });
    if (removed.length === 0) throw appError('user_identity_not_found');
    await writeAccountLog({
      db: tx,
      accountId: options.accountId,
      event: 'identity.delete',
      origin: options.origin,
      at,
    });
  });
}
