import type { TSavedAddress, TSavedAddressList } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /v1/saved-addresses`: the signed-in user's saved withdrawal addresses, every payment
 * method's (a short list: at most SAVED_ADDRESSES_PER_METHOD per method), newest first.
 */
export async function fetchSavedAddresses(signal?: AbortSignal): Promise<TSavedAddress[]> {
  const data = await api.get<TSavedAddressList>('/v1/saved-addresses', signal);
  return data.savedAddresses;
}

export const savedAddressesQueryKey = ['saved-addresses'] as const;

export const savedAddressesQueryOptions = queryOptions({
  queryKey: savedAddressesQueryKey,
  queryFn: ({ signal }) => fetchSavedAddresses(signal),
  staleTime: 60_000,
});

export function useSavedAddresses() {
  return useQuery(savedAddressesQueryOptions);
}
