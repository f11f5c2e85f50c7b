import { messages } from '@copyvest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotency';
import { invalidateMoneyQueries } from '@/lib/queries/invalidate-money';
import { toast } from '@/lib/toast';
import { toastFailure } from '@/lib/toast-failure';

export type TClaimResult = { profit: number; capitalReturned: number };

/** `POST /v1/trades/claim`: the profit goes to the balance, the trade closes, capital returns. */
export function claimProfit(idempotencyKey: string): Promise<TClaimResult> {
  return apiRequest<TClaimResult>('/v1/trades/claim', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useClaimProfit() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TClaimResult, void>({
    send: (_variables, key) => claimProfit(key),
    onSuccess: () => {
      toast.success(messages.toast.profitClaimed);
      return invalidateMoneyQueries(queryClient);
    },
    onError: (error) => toastFailure(messages.toast.claimFailed, error),
  });
}
