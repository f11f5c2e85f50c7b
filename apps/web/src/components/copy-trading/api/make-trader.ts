import { messages, type TMakeTraderRequest, type TTraderSummary } from '@copyvest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotency';
import { adminQueryRoot, tradersQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';
import { toastFailure } from '@/lib/toast-failure';

/** `POST /v1/admin/traders`: makes a user a lead trader (from the admin's user page). */
export function useMakeTrader() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TTraderSummary, TMakeTraderRequest>({
    send: (body, key) =>
      apiRequest<TTraderSummary>('/v1/admin/traders', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => {
      toast.success(messages.copyPages.traderCreated);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
        queryClient.invalidateQueries({ queryKey: tradersQueryRoot }),
      ]).then(() => undefined);
    },
    onError: (error) => toastFailure(messages.copyPages.traderCreateFailed, error),
  });
}
