import {
  messages,
  type TClosePositionRequest,
  type TOpenPositionRequest,
  type TPositionClose,
  type TTraderConsole,
  type TTraderPosition,
  type TTraderProfile,
  type TTraderProfileEdit,
} from '@copyvest/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotency';
import { tradersQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';
import { toastFailure } from '@/lib/toast-failure';
import { sendWithKey } from '@/features/copy-trading/api/send-with-key';
import { segment } from '@/features/copy-trading/utils/segment';

const t = messages.copyPages;

export const traderConsoleQueryKey = [...tradersQueryRoot, 'console'] as const;

/** A refusal saying the signed-in user holds no lead trader role. */
export function isNotATrader(error: unknown): boolean {
  return error instanceof ApiError && error.type === 'trader_role_required';
}

/**
 * `GET /v1/trader`: the console (403 trader_role_required without the role). Also asked once by
 * the navigation to show the console's entry: a refusal is an answer, so it is not retried.
 */
export const traderConsoleQueryOptions = queryOptions({
  queryKey: traderConsoleQueryKey,
  queryFn: ({ signal }) => api.get<TTraderConsole>('/v1/trader', signal),
  staleTime: 60_000,
  retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
});

export function useTraderConsole() {
  return useQuery(traderConsoleQueryOptions);
}

/** Whether the signed-in user leads (for the navigation): false while unknown or refused. */
export function useIsLeadTrader(): boolean {
  return useQuery({ ...traderConsoleQueryOptions, select: () => true }).data === true;
}

function useInvalidateConsole() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tradersQueryRoot });
}

/** `POST /v1/trader/positions`: every active copy mirrors it. */
export function useOpenPosition() {
  const invalidate = useInvalidateConsole();
  return useIdempotentMutation<TTraderPosition, TOpenPositionRequest>({
    send: (body, key) => sendWithKey('POST', '/v1/trader/positions', body, key),
    onSuccess: () => {
      toast.success(t.positionOpened);
      return invalidate();
    },
    onError: (error) => toastFailure(t.openFailed, error),
  });
}

/** `POST /v1/trader/positions/:id/close`: `percent` of what is open; settles every mirror. */
export function useClosePosition() {
  const invalidate = useInvalidateConsole();
  return useIdempotentMutation<TPositionClose, TClosePositionRequest & { positionId: string }>({
    send: ({ positionId, ...body }, key) =>
      sendWithKey('POST', `/v1/trader/positions/${segment(positionId)}/close`, body, key),
    onSuccess: (close) => {
      toast.success(t.positionClosed(close.followersSettled));
      return invalidate();
    },
    onError: (error) => toastFailure(t.closeFailed, error),
  });
}

/** `PATCH /v1/trader/profile`. */
export function useEditTraderProfile() {
  const invalidate = useInvalidateConsole();
  return useIdempotentMutation<TTraderProfile, TTraderProfileEdit>({
    send: (body, key) => sendWithKey('PATCH', '/v1/trader/profile', body, key),
    onSuccess: () => {
      toast.success(t.profileSaved);
      return invalidate();
    },
    onError: (error) => toastFailure(t.profileFailed, error),
  });
}
