import type { TAccount, TPreferences, TTarget } from '@copyvest/shared';
import type { AccountRow, UserRow } from '../../db/rows.ts';

/** Appwrite `Models.User` of the signed-in account. */
export function toAccountDto(
  account: AccountRow,
  user: Pick<UserRow, 'name' | 'phone' | 'updatedAt'>,
  targets: TTarget[] = [],
): TAccount {
  const updatedAt = account.updatedAt > user.updatedAt ? account.updatedAt : user.updatedAt;
  return {
    $id: account.id,
    $createdAt: account.createdAt.toISOString(),
    $updatedAt: updatedAt.toISOString(),
    name: user.name,
    registration: account.createdAt.toISOString(),
    status: account.disabledAt === null,
    labels: [],
    passwordUpdate: (account.passwordUpdatedAt ?? account.createdAt).toISOString(),
    email: account.email ?? '',
    phone: user.phone,
    emailVerification: account.emailVerified,
    phoneVerification: account.phoneVerified,
    mfa: account.mfa,
    prefs: account.prefs as TPreferences,
    targets,
    accessedAt: (account.accessedAt ?? account.createdAt).toISOString(),
  };
}
