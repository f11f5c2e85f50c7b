import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKey } from '@/lib/queries/dashboard';
import { transactionsQueryKey } from '@/lib/queries/transactions';
import { refreshSession } from '@/lib/session/session-store';

/** Everything a deposit, withdrawal, trade or claim can change: balances, lists, the session. */
export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    refreshSession(),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
  ]).then(() => undefined);
}
