import {
  messages,
  type TAddCopyFundsRequest,
  type TCopy,
  type TCopyDetail,
  type TStartCopyRequest,
} from '@copyvest/shared';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotency';
import { invalidateMoneyQueries } from '@/lib/queries/invalidate-money';
import { copiesQueryRoot, portfolioQueryRoot, tradersQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';
import { toastFailure } from '@/lib/toast-failure';
import { sendWithKey } from '@/features/copy-trading/api/send-with-key';
import { segment } from '@/features/copy-trading/utils/segment';

const t = messages.copyPages;

/** `GET /v1/copies`: mine, running first, newest first. Live copy notifications make it stale. */
export const copiesQueryOptions = queryOptions({
  queryKey: [...copiesQueryRoot, 'list'] as const,
  queryFn: ({ signal }) => api.get<TCopy[]>('/v1/copies', signal),
  staleTime: 10_000,
});

export function useCopies() {
  return useQuery(copiesQueryOptions);
}

/** `GET /v1/copies/:id`: one copy with its settlements (read when its history is opened). */
export function useCopyDetail(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...copiesQueryRoot, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<TCopyDetail>(`/v1/copies/${segment(id)}`, signal),
    enabled,
  });
}

/** What any copy action changes: copies, balances, the portfolio and the traders' figures. */
function invalidateCopyQueries(queryClient: QueryClient) {
  return Promise.all([
    invalidateMoneyQueries(queryClient),
    queryClient.invalidateQueries({ queryKey: copiesQueryRoot }),
    queryClient.invalidateQueries({ queryKey: portfolioQueryRoot }),
    queryClient.invalidateQueries({ queryKey: tradersQueryRoot }),
  ]).then(() => undefined);
}

/** `POST /v1/copies`: starts copying a trader with an allocation in cents. */
export function useStartCopy() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TCopy, TStartCopyRequest>({
    send: (body, key) => sendWithKey('POST', '/v1/copies', body, key),
    onSuccess: (copy) => {
      toast.success(t.copyStarted(copy.traderName));
      return invalidateCopyQueries(queryClient);
    },
    onError: (error) => toastFailure(t.copyFailed, error),
  });
}

/** `POST /v1/copies/:id/funds`. */
export function useAddCopyFunds() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TCopy, TAddCopyFundsRequest & { copyId: string }>({
    send: ({ copyId, amount }, key) =>
      sendWithKey('POST', `/v1/copies/${segment(copyId)}/funds`, { amount }, key),
    onSuccess: () => {
      toast.success(t.fundsAdded);
      return invalidateCopyQueries(queryClient);
    },
    onError: (error) => toastFailure(t.fundsFailed, error),
  });
}

/** `POST /v1/copies/:id/pause` or `/resume`. */
export function useSetCopyPaused() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TCopy, { copyId: string; paused: boolean }>({
    send: ({ copyId, paused }, key) =>
      sendWithKey('POST', `/v1/copies/${segment(copyId)}/${paused ? 'pause' : 'resume'}`, {}, key),
    onSuccess: (_copy, { paused }) => {
      toast.success(paused ? t.paused : t.resumed);
      return invalidateCopyQueries(queryClient);
    },
    onError: (error) => toastFailure(t.pauseFailed, error),
  });
}

/** `POST /v1/copies/:id/stop`: `closeNow` settles the open mirrors at their last prices. */
export function useStopCopy() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TCopy, { copyId: string; closeNow: boolean }>({
    send: ({ copyId, closeNow }, key) =>
      sendWithKey('POST', `/v1/copies/${segment(copyId)}/stop`, { closeNow }, key),
    onSuccess: () => {
      toast.success(t.stopped);
      return invalidateCopyQueries(queryClient);
    },
    onError: (error) => toastFailure(t.stopFailed, error),
  });
}
