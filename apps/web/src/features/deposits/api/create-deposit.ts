import { messages, type TDepositRequest, type TTransaction } from '@copyvest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotency';
import { invalidateMoneyQueries } from '@/lib/queries/invalidate-money';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';

/** `POST /v1/deposits`: a pending credit transaction, credited when an admin approves it. */
export function createDeposit(body: TDepositRequest, idempotencyKey: string) {
  return apiRequest<TTransaction>('/v1/deposits', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TTransaction, TDepositRequest>({
    send: createDeposit,
    onSuccess: () => {
      toast.success(messages.toast.depositSuccessful);
      return invalidateMoneyQueries(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
