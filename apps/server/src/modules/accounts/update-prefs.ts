import { eq } from 'drizzle-orm';
import type { TPreferences } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { accounts } from '../../db/schema.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface UpdatePrefsOptions {
  deps: AppDeps;
  accountId: string;
  prefs: TPreferences;
  origin: RequestOrigin;
}

/** Replaces the account's preferences (the SDK's `updatePrefs` sends the whole object). */
export async function updatePrefs(options: UpdatePrefsOptions): Promise<TPreferences> {
  const { deps, accountId } = options;
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ prefs: options.prefs, updatedAt: at })
      .where(eq(accounts.id, accountId));
    await writeAccountLog({
      db: tx,
      accountId,
      event: 'user.update.prefs',
      origin: options.origin,
      at,
    });
  });
  return options.prefs;
}
