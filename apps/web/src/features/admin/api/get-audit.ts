import type { TAuditList } from '@copyvest/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryString } from '@/features/admin/utils/query-string';

export type AuditFilter = { actorId: string; targetId: string };

/** `GET /v1/admin/audit`: every admin action, newest first, filterable by admin and target. */
export function fetchAudit(
  filter: AuditFilter & { cursor?: string },
  signal?: AbortSignal,
): Promise<TAuditList> {
  return api.get<TAuditList>(`/v1/admin/audit${queryString(filter)}`, signal);
}

export function auditQueryOptions(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ pageParam, signal }) => fetchAudit({ ...filter, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery(auditQueryOptions(filter));
}
