import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface UpdateNameOptions {
  deps: AppDeps;
  accountId: string;
  name: string;
  origin: RequestOrigin;
}

/** The account's name (also the profile's, which admins and the referral list show). */
export async function updateName(options: UpdateNameOptions): Promise<void> {
  const { deps, accountId } = options;
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ name: options.name, updatedAt: at })
      .where(eq(users.id, accountId));
    await writeAccountLog({
      db: tx,
      accountId,
      event: 'user.update.name',
      origin: options.origin,
      at,
    });
  });
}
