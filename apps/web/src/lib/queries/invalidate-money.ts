import type { QueryClient } from '@tanstack/react-query';
import { refreshSession } from '@/lib/session/session-store';

/** Everything a deposit, withdrawal, trade or claim can change: balances, lists, the session. */
export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    refreshSession(),
    ...['dashboard', 'transactions', 'profile'].map((prefix) =>
      queryClient.invalidateQueries({ queryKey: [prefix] }),
    ),
  ]).then(() => undefined);
}
