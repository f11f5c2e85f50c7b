import { messages, type TTrade, type TTradeRequest } from '@copyvest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotency';
import { invalidateMoneyQueries } from '@/lib/queries/invalidate-money';
import { toast } from '@/lib/toast';
import { toastFailure } from '@/lib/toast-failure';

/**
 * `POST /v1/trades`: opens a trade, or moves the open one to the plan (amount added, new plan's
 * terms; `confirmPlanChange` once the user confirmed).
 */
export function createTrade(body: TTradeRequest, idempotencyKey: string): Promise<TTrade> {
  return apiRequest<TTrade>('/v1/trades', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateTrade() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TTrade, TTradeRequest>({
    send: createTrade,
    onSuccess: (trade, request) => {
      // The web sends confirmPlanChange only to move an open trade (after its confirmation).
      toast.success(
        request.confirmPlanChange
          ? messages.toast.tradeChanged(trade.planTitle)
          : messages.toast.tradeCreated,
      );
      return invalidateMoneyQueries(queryClient);
    },
    onError: (error) => toastFailure(messages.toast.tradeFailed, error),
  });
}
