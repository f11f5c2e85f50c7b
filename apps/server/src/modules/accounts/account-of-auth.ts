import type { TAccount } from '@copyvest/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import { toAccountDto } from './to-account-dto.ts';
import { toTargetDto } from './to-target-dto.ts';

/**
 * The signed-in account as `Models.User`, from what the request's session lookup read (account,
 * profile and push targets in that one statement): the same answer as `getAccount`, without
 * reading the account again.
 */
export function accountOfAuth(auth: AuthContext): TAccount {
  return toAccountDto(auth.account, auth.user, auth.pushTargets.map(toTargetDto));
}
