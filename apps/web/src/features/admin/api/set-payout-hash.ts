import { messages, type TTransaction } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';
import { segment } from '@/features/admin/utils/query-string';

/**
 * `PUT /v1/admin/transactions/{id}/payout-hash`: records or corrects an approved withdrawal's
 * payout hash (audited; decision 042); null removes it.
 */
export function setPayoutHash(id: string, txHash: string | null): Promise<TTransaction> {
  return api.put<TTransaction>(`/v1/admin/transactions/${segment(id)}/payout-hash`, { txHash });
}

export function useSetPayoutHash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, txHash }: { id: string; txHash: string | null }) =>
      setPayoutHash(id, txHash),
    onSuccess: () => {
      toast.success(messages.networks.payoutHashSaved);
      return queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    },
  });
}
