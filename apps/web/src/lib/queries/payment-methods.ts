import type { TPaymentMethod } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /v1/payment-methods`: the admin-defined wallets users deposit to and withdraw with. Read by
 * the deposit and withdrawal screens and the admin's editor, all under this one key, which live
 * payment method events and the admin's changes make stale.
 */
export async function fetchPaymentMethods(signal?: AbortSignal): Promise<TPaymentMethod[]> {
  const data = await api.get<{ paymentMethods: TPaymentMethod[] }>('/v1/payment-methods', signal);
  return data.paymentMethods;
}

export const paymentMethodsQueryKey = ['payment-methods'] as const;

export const paymentMethodsQueryOptions = queryOptions({
  queryKey: paymentMethodsQueryKey,
  queryFn: ({ signal }) => fetchPaymentMethods(signal),
  staleTime: 60_000,
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions);
}
