import { messages, type TTransaction } from '@copyvest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotency';
import { invalidateMoneyQueries } from '@/lib/queries/invalidate-money';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';

/**
 * `POST /v1/withdrawals/{id}/cancel`: the owner withdraws a pending request; its hold returns to
 * the available balance. Here, not under a feature: every list of the user's transactions offers it.
 */
export function cancelWithdrawal(id: string, idempotencyKey: string) {
  return apiRequest<TTransaction>(`/v1/withdrawals/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TTransaction, string>({
    send: cancelWithdrawal,
    onSuccess: () => {
      toast.success(messages.toast.withdrawalCancelled);
      return invalidateMoneyQueries(queryClient);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      // A 409: an admin decided first; show the current state.
      return invalidateMoneyQueries(queryClient);
    },
  });
}
