import { messages, type TTrade, type TTradeRequest } from '@copyvest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { useIdempotentMutation } from '@/lib/idempotency';
import { invalidateMoneyQueries } from '@/lib/queries/invalidate-money';
import { toast } from '@/lib/toast';

/** `POST /v1/trades`: opens a trade, or upgrades the open one (amount added, new plan's terms). */
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
    onSuccess: () => {
      toast.success(messages.toast.tradeCreated);
      return invalidateMoneyQueries(queryClient);
    },
    onError: (error) => toast.error(failureMessage(error, messages.toast.tradeFailed)),
  });
}
