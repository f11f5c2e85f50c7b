import {
  messages,
  type TInstrument,
  type TInstrumentRequest,
  type TLandingFigures,
  type TTraderSummary,
  type TUpdateTraderRequest,
} from '@copyvest/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotency';
import { adminQueryRoot, tradersQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';
import { toastFailure } from '@/lib/toast-failure';
import { landingFiguresQueryKey } from '@/components/copy-trading/api/landing-figures';
import { refreshPublicSettings } from '@/lib/settings/public-settings';
import { sendWithKey } from '@/features/copy-trading/api/send-with-key';
import { segment } from '@/features/copy-trading/utils/segment';

const t = messages.copyPages;

const adminTradersKey = [...adminQueryRoot, 'traders'] as const;
const adminInstrumentsKey = [...adminQueryRoot, 'instruments'] as const;

/** `GET /v1/admin/traders`: active and withdrawn. */
export const adminTradersQueryOptions = queryOptions({
  queryKey: adminTradersKey,
  queryFn: ({ signal }) => api.get<TTraderSummary[]>('/v1/admin/traders', signal),
});

export function useAdminTraders() {
  return useQuery(adminTradersQueryOptions);
}

/** `GET /v1/admin/instruments`: all of them, active or not. */
export function useAdminInstruments() {
  return useQuery({
    queryKey: adminInstrumentsKey,
    queryFn: ({ signal }) => api.get<TInstrument[]>('/v1/admin/instruments', signal),
  });
}

function useInvalidateTraders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
      queryClient.invalidateQueries({ queryKey: tradersQueryRoot }),
      queryClient.invalidateQueries({ queryKey: landingFiguresQueryKey }),
    ]).then(() => undefined);
}

/** `PATCH /v1/admin/traders/:id`. */
export function useUpdateTrader() {
  const invalidate = useInvalidateTraders();
  return useIdempotentMutation<TTraderSummary, TUpdateTraderRequest & { traderId: string }>({
    send: ({ traderId, ...body }, key) =>
      sendWithKey('PATCH', `/v1/admin/traders/${segment(traderId)}`, body, key),
    onSuccess: () => {
      toast.success(t.traderSaved);
      return invalidate();
    },
    onError: (error) => toastFailure(t.traderSaveFailed, error),
  });
}

/** `DELETE /v1/admin/traders/:id`: 409 trader_positions_open while positions are open. */
export function useWithdrawTrader() {
  const invalidate = useInvalidateTraders();
  return useIdempotentMutation<void, { traderId: string }>({
    send: ({ traderId }, key) =>
      sendWithKey('DELETE', `/v1/admin/traders/${segment(traderId)}`, undefined, key),
    onSuccess: () => {
      toast.success(t.withdrawn);
      return invalidate();
    },
    onError: (error) => toastFailure(t.withdrawFailed, error),
  });
}

/** `POST /v1/admin/instruments`, or `PATCH /v1/admin/instruments/:id` with an id. */
export function useSaveInstrument() {
  const invalidate = useInvalidateTraders();
  return useIdempotentMutation<
    TInstrument,
    Partial<TInstrumentRequest> & { instrumentId?: string }
  >({
    send: ({ instrumentId, ...body }, key) =>
      instrumentId
        ? sendWithKey('PATCH', `/v1/admin/instruments/${segment(instrumentId)}`, body, key)
        : sendWithKey('POST', '/v1/admin/instruments', body, key),
    onSuccess: (_saved, { instrumentId }) => {
      toast.success(instrumentId ? t.instrumentSaved : t.instrumentAdded);
      return invalidate();
    },
    onError: (error) => toastFailure(t.instrumentFailed, error),
  });
}

/** `PUT /v1/admin/settings/landing-figures`. */
export function useSetLandingFigures() {
  const invalidate = useInvalidateTraders();
  return useIdempotentMutation<TLandingFigures, Pick<TLandingFigures, 'source'>>({
    send: (body, key) => sendWithKey('PUT', '/v1/admin/settings/landing-figures', body, key),
    onSuccess: () => {
      toast.success(t.figuresSaved);
      // The source is the `landing` settings' (decision 053): the landing reads it from there.
      void refreshPublicSettings();
      return invalidate();
    },
    onError: (error) => toastFailure(t.figuresFailed, error),
  });
}
