import type { QueryClient } from '@tanstack/react-query';
import { refreshSession } from '@/lib/session/session-store';
import type { RealtimeEvent } from './realtime-client';

/**
 * Which cached queries a change makes stale, by the first element of their query key. Features
 * name their keys with these prefixes so live events reach them.
 */
export const REALTIME_QUERY_PREFIXES: Record<RealtimeEvent['collection'], string[]> = {
  users: ['dashboard', 'users', 'admin', 'referrals', 'profile'],
  transactions: ['transactions', 'dashboard', 'admin', 'profile'],
  paymentmethods: ['payment-methods', 'admin'],
};

export function invalidateForEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  // A changed user may be the signed-in account itself (balance, role, avatar).
  if (event.collection === 'users') void refreshSession();
  for (const prefix of REALTIME_QUERY_PREFIXES[event.collection]) {
    void queryClient.invalidateQueries({ queryKey: [prefix] });
  }
}
