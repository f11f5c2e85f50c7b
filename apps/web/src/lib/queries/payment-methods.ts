import type { TPaymentMethod } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /v1/payment-methods`: the admin-defined wallets users deposit to and withdraw with. */
export async function fetchPaymentMethods(signal?: AbortSignal): Promise<TPaymentMethod[]> {
  const data = await api.get<{ paymentMethods: TPaymentMethod[] }>('/v1/payment-methods', signal);
  return data.paymentMethods;
}

export const paymentMethodsQueryOptions = queryOptions({
  queryKey: ['payment-methods'],
  queryFn: ({ signal }) => fetchPaymentMethods(signal),
  staleTime: 60_000,
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions);
}
