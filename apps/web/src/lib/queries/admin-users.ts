import { MAX_PAGE_SIZE, Query, type TUser, type TUserList } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listPagePath } from '@/lib/queries/list-page';
import { usersQueryRoot } from '@/lib/queries/query-roots';

/**
 * The admins (the first page of the largest size): the audit log's admin filter and the ticket
 * desk's assignee choice.
 */
export const adminUsersQueryOptions = queryOptions({
  queryKey: [...usersQueryRoot, 'admins'] as const,
  queryFn: ({ signal }) =>
    api.get<TUserList>(
      listPagePath('/v1/users', { filters: [Query.equal('isAdmin', true)], limit: MAX_PAGE_SIZE }),
      signal,
    ),
  select: (list): TUser[] => list.users,
  staleTime: 60_000,
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}
