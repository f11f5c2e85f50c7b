import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';

/**
 * The server's rule: a file's owner reads and writes it, admins read every file, nobody else
 * sees it. The permission strings only describe that rule; a request may repeat it, never widen it.
 */
export function ownerPermissions(ownerId: string): string[] {
  return ['read', 'update', 'delete'].map((action) => `${action}("user:${ownerId}")`);
}

const PERMISSION = /^(read|update|delete|write)\("user:([^"]+)"\)$/;

/** Refuses any permission that would grant someone other than the owner. */
export function checkPermissions(permissions: readonly string[] | undefined, ownerId: string) {
  for (const permission of permissions ?? []) {
    const match = PERMISSION.exec(permission.trim());
    if (!match || match[2] !== ownerId)
      throw appError('user_unauthorized', messages.files.permissionsOwnerOnly);
  }
}

export const isAdminReader = (auth: AuthContext) => auth.user.isAdmin && auth.user.isActive;
