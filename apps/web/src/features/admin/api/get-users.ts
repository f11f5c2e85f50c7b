import { MAX_PAGE_SIZE, type TUser, type TUserList } from '@copyvest/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryString } from '@/features/admin/utils/query-string';

export type UsersQuery = { search?: string; limit?: number; cursor?: string; role?: 'admin' };

/** `GET /v1/users`: newest first, searched by name on the server, keyset pages. */
export function fetchUsers(query: UsersQuery, signal?: AbortSignal): Promise<TUserList> {
  return api.get<TUserList>(`/v1/users${queryString(query)}`, signal);
}

export const usersQueryKey = ['users', 'list'] as const;

export function usersInfiniteQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...usersQueryKey, { search }],
    queryFn: ({ pageParam, signal }) => fetchUsers({ search, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The user list, one page at a time ("Load more"). */
export function useUsers(search: string) {
  return useInfiniteQuery(usersInfiniteQueryOptions(search));
}

/** The admins (the first page of the largest size), for the audit log's admin filter. */
export const adminUsersQueryOptions = queryOptions({
  queryKey: ['users', 'admins'] as const,
  queryFn: ({ signal }) => fetchUsers({ role: 'admin', limit: MAX_PAGE_SIZE }, signal),
  select: (list): TUser[] => list.users,
  staleTime: 60_000,
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}
