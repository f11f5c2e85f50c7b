import type { TAdminUserDetail } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryRoot } from '@/lib/queries/query-roots';
import { segment } from '@/features/admin/utils/query-string';

/** `GET /v1/users/{id}`: the user, their ongoing trade and what pending withdrawals hold. */
export function fetchUser(id: string, signal?: AbortSignal): Promise<TAdminUserDetail> {
  return api.get<TAdminUserDetail>(`/v1/users/${segment(id)}`, signal);
}

export function userQueryKey(id: string) {
  return [...usersQueryRoot, 'detail', id] as const;
}

export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
  });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
