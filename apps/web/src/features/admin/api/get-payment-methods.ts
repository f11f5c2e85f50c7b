import type { TPaymentMethod } from '@copyvest/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /v1/payment-methods`. */
export async function fetchPaymentMethods(signal?: AbortSignal): Promise<TPaymentMethod[]> {
  const { paymentMethods } = await api.get<{ paymentMethods: TPaymentMethod[] }>(
    '/v1/payment-methods',
    signal,
  );
  return paymentMethods;
}

export const paymentMethodsQueryOptions = queryOptions({
  queryKey: ['payment-methods', 'admin'] as const,
  queryFn: ({ signal }) => fetchPaymentMethods(signal),
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions);
}

/** After a change: every payment method list (admin and the users' deposit and withdrawal forms). */
export async function invalidatePaymentMethods(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['payment-methods'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  ]);
}
