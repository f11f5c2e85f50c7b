import type { UserRow } from '../../db/rows.ts';

/**
 * Who acts, as the policy sees them: built from the session's user row. `isAdmin` is the flag as
 * stored: a deactivated admin keeps it, and the policy refuses them every admin power.
 */
export interface Actor {
  userId: string;
  isAdmin: boolean;
  isActive: boolean;
  isGuest: boolean;
  deletedAt?: Date | null;
}

export function actorOf(
  user: Pick<UserRow, 'id' | 'isAdmin' | 'isActive' | 'isGuest' | 'deletedAt'>,
): Actor {
  return {
    userId: user.id,
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    isGuest: user.isGuest,
    deletedAt: user.deletedAt,
  };
}
