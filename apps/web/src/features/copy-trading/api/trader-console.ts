import {
  messages,
  type TClosePositionRequest,
  type TOpenPositionRequest,
  type TPositionClose,
  type TTraderPosition,
  type TTraderProfile,
  type TTraderProfileEdit,
} from '@copyvest/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { traderConsoleQueryOptions } from '@/lib/queries/trader-console';
import { useIdempotentMutation } from '@/lib/idempotency';
import { invalidateMoneyQueries } from '@/lib/queries/invalidate-money';
import { portfolioQueryRoot, tradersQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';
import { toastFailure } from '@/lib/toast-failure';
import { sendWithKey } from '@/features/copy-trading/api/send-with-key';
import { segment } from '@/features/copy-trading/utils/segment';

const t = messages.copyPages;

export { isNotATrader } from '@/lib/queries/trader-console';

export function useTraderConsole() {
  return useQuery(traderConsoleQueryOptions);
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

/**
 * `POST /v1/trader/positions/:id/close`: `percent` of what is open; settles every mirror. The
 * profit shares it pays land on the trader's own balance: their money figures are stale too.
 */
export function useClosePosition() {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tradersQueryRoot }),
      queryClient.invalidateQueries({ queryKey: portfolioQueryRoot }),
      invalidateMoneyQueries(queryClient),
    ]).then(() => undefined);
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
