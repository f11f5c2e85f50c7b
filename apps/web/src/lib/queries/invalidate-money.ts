import type { QueryClient } from '@tanstack/react-query';

/** Everything a deposit, withdrawal, trade or claim can change: balances, lists, the session. */
export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ['dashboard', 'transactions', 'session', 'profile'].map((prefix) =>
      queryClient.invalidateQueries({ queryKey: [prefix] }),
    ),
  ).then(() => undefined);
}
