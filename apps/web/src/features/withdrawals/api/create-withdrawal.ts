import { messages, type TTransaction, type TWithdrawalRequest } from '@copyvest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotency';
import { invalidateMoneyQueries } from '@/lib/queries/invalidate-money';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';

/** `POST /v1/withdrawals`: a pending withdrawal that holds the amount (the fee is recorded). */
export function createWithdrawal(body: TWithdrawalRequest, idempotencyKey: string) {
  return apiRequest<TTransaction>('/v1/withdrawals', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TTransaction, TWithdrawalRequest>({
    send: createWithdrawal,
    onSuccess: () => {
      toast.success(messages.toast.withdrawalSent);
      return invalidateMoneyQueries(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
