import { Query, type TAuditList } from '@copyvest/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listPagePath, nextPageCursor } from '@/lib/queries/list-page';
import { adminQueryRoot } from '@/lib/queries/query-roots';

export type AuditFilter = { actorId: string; targetId: string };

/** `GET /v1/admin/audit`: every admin action, newest first, filterable by admin and target. */
export function fetchAudit(
  filter: AuditFilter & { cursor?: string },
  signal?: AbortSignal,
): Promise<TAuditList> {
  const filters = [];
  if (filter.actorId) filters.push(Query.equal('actorId', filter.actorId));
  if (filter.targetId) filters.push(Query.equal('targetId', filter.targetId));
  return api.get<TAuditList>(
    listPagePath('/v1/admin/audit', { filters, cursor: filter.cursor }),
    signal,
  );
}

export const auditQueryKey = [...adminQueryRoot, 'audit'] as const;

export function auditQueryOptions(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: [...auditQueryKey, filter],
    queryFn: ({ pageParam, signal }) => fetchAudit({ ...filter, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageCursor((page: TAuditList) => page.entries),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery(auditQueryOptions(filter));
}
