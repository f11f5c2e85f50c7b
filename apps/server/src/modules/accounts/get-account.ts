import { eq } from 'drizzle-orm';
import type { TAccount } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { listPushTargets } from './list-push-targets.ts';
import { toAccountDto } from './to-account-dto.ts';

export interface GetAccountOptions {
  db: DbOrTx;
  accountId: string;
}

/** The account as `Models.User`, read fresh (after a change). */
export async function getAccount({ db, accountId }: GetAccountOptions): Promise<TAccount> {
  const [row] = await db
    .select({ account: accounts, user: users })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw appError('user_not_found');
  return toAccountDto(row.account, row.user, await listPushTargets({ db, accountId }));
}
