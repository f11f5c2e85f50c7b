import type { UserRow } from '../../db/rows.ts';

/** A deactivated admin keeps the flag but loses the powers until reactivated. */
export function isActiveAdmin(user: Pick<UserRow, 'isAdmin' | 'isActive'>): boolean {
  return user.isAdmin && user.isActive;
}
