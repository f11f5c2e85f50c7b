import { messages, type TSavedAddress } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressesQueryKey } from '@/features/withdrawals/api/get-saved-addresses';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/** `PATCH /v1/saved-addresses/{id}`: a new label; blank removes it. */
export function renameSavedAddress(id: string, label: string): Promise<TSavedAddress> {
  return api.patch<TSavedAddress>(`/v1/saved-addresses/${encodeURIComponent(id)}`, { label });
}

export function useRenameSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, label }: { id: string; label: string }) => renameSavedAddress(id, label),
    onSuccess: () => {
      toast.success(messages.savedAddresses.renamed);
      return queryClient.invalidateQueries({ queryKey: savedAddressesQueryKey });
    },
    onError: (error) => {
      toast.error(errorMessage(error, messages.savedAddresses.renameFailed));
    },
  });
}
