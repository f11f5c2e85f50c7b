import type { TAdminUserDetail, TUser } from '@copyvest/shared';
import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/admin/api/get-user';
import { adminQueryRoot, usersQueryRoot } from '@/lib/queries/query-roots';

/**
 * After a change to a user: show the server's answer at once on their page, then refresh every
 * user list and the admin data it feeds (overview totals, audit log, transactions).
 */
export function applyUserChange(queryClient: QueryClient, user: TUser): Promise<void> {
  queryClient.setQueryData<TAdminUserDetail>(userQueryKey(user.$id), (old) =>
    old ? { ...old, user } : old,
  );
  return invalidateUsers(queryClient);
}

export async function invalidateUsers(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: usersQueryRoot }),
    queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  ]);
}
