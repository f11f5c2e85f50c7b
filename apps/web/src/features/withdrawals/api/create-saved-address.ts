import { messages, type TSavedAddress, type TSavedAddressInput } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressesQueryKey } from '@/features/withdrawals/api/get-saved-addresses';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/** `POST /v1/saved-addresses` → 201; 409 when already saved, 400 past the limit. */
export function createSavedAddress(input: TSavedAddressInput): Promise<TSavedAddress> {
  return api.post<TSavedAddress>('/v1/saved-addresses', input);
}

export function useCreateSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedAddress,
    onSuccess: () => {
      toast.success(messages.savedAddresses.saved);
      return queryClient.invalidateQueries({ queryKey: savedAddressesQueryKey });
    },
    onError: (error) => {
      toast.error(errorMessage(error, messages.savedAddresses.saveFailed));
    },
  });
}
