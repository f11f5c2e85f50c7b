import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';

/**
 * `permissions` on create, update or upsert: the server's rule decides who may do what, so a
 * request may repeat the record's own permissions (or any of them) and nothing else.
 */
export function checkPermissions(
  requested: readonly string[] | null | undefined,
  recordPermissions: readonly string[],
): void {
  const allowed = new Set(recordPermissions.map((permission) => permission.replaceAll(' ', '')));
  for (const permission of requested ?? []) {
    if (!allowed.has(permission.replaceAll(' ', ''))) {
      throw appError('user_unauthorized', messages.data.permissionsFixed);
    }
  }
}
