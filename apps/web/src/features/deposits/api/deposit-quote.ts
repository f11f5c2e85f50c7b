import type { TDepositQuote, TDepositQuoteRequest } from '@copyvest/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /v1/deposits/quotes`: the deposit's amount in the coin for the payment window (decision
 * 044). `round` asks again (a new quote after the window closed); a quote is never refetched on
 * its own, so the amount shown does not change under the user's eyes.
 */
export function useDepositQuote(request: TDepositQuoteRequest, round: number) {
  return useQuery({
    queryKey: ['deposit-quote', request.paymentMethodId, request.amount, round],
    queryFn: ({ signal }) =>
      apiRequest<TDepositQuote>('/v1/deposits/quotes', { method: 'POST', body: request, signal }),
    staleTime: Infinity,
    gcTime: 0,
    // A quote that fails leaves the page in dollars at once (no retry keeps the button waiting).
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
