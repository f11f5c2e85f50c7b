import { messages } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressesQueryKey } from '@/features/withdrawals/api/get-saved-addresses';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/** `DELETE /v1/saved-addresses/{id}` → 204. */
export function deleteSavedAddress(id: string): Promise<void> {
  return api.delete(`/v1/saved-addresses/${encodeURIComponent(id)}`);
}

export function useDeleteSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedAddress,
    onSuccess: () => {
      toast.success(messages.savedAddresses.deleted);
      return queryClient.invalidateQueries({ queryKey: savedAddressesQueryKey });
    },
    onError: (error) => {
      toast.error(errorMessage(error, messages.savedAddresses.deleteFailed));
    },
  });
}
