import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeResponseEvent } from 'appwrite';
import { refreshSession } from '@/lib/session/session-store';

/** The data API's collections whose changes the signed-in area follows live. */
export const LIVE_COLLECTIONS = ['users', 'transactions', 'paymentmethods', 'Plans'] as const;

/** Where a change comes from: one of those collections, or the signed-in account itself. */
export type LiveSource = (typeof LIVE_COLLECTIONS)[number] | 'account';

/**
 * Which cached queries a change makes stale, by the first element of their query key. Features
 * name their keys with these prefixes so live events reach them.
 */
export const REALTIME_QUERY_PREFIXES: Record<LiveSource, string[]> = {
  account: ['account', 'dashboard', 'profile'],
  users: ['dashboard', 'users', 'admin', 'referrals', 'profile'],
  transactions: ['transactions', 'dashboard', 'admin', 'profile'],
  paymentmethods: ['payment-methods', 'admin'],
  Plans: ['plans', 'admin'],
};

/** The server's channels for those sources (Appwrite's names): `account` and each collection's documents. */
export function liveChannels(databaseId: string): string[] {
  return [
    'account',
    ...LIVE_COLLECTIONS.map((collection) => collectionChannel(databaseId, collection)),
  ];
}

/** The sources an event belongs to, told by the channels it was published on. */
export function sourcesOfEvent(
  event: Pick<RealtimeResponseEvent<unknown>, 'channels'>,
  databaseId: string,
): LiveSource[] {
  const sources: LiveSource[] = [];
  if (event.channels.includes('account')) sources.push('account');
  for (const collection of LIVE_COLLECTIONS) {
    if (event.channels.includes(collectionChannel(databaseId, collection)))
      sources.push(collection);
  }
  return sources;
}

/** The query-key prefixes an event makes stale (each once). */
export function queryPrefixesForEvent(
  event: Pick<RealtimeResponseEvent<unknown>, 'channels'>,
  databaseId: string,
): string[] {
  const prefixes = sourcesOfEvent(event, databaseId).flatMap((s) => REALTIME_QUERY_PREFIXES[s]);
  return [...new Set(prefixes)];
}

export function invalidateForEvent(
  queryClient: QueryClient,
  event: Pick<RealtimeResponseEvent<unknown>, 'channels'>,
  databaseId: string,
): void {
  const sources = sourcesOfEvent(event, databaseId);
  // A changed user or account may be the signed-in one (balance, role, avatar, e-mail).
  if (sources.includes('account') || sources.includes('users')) void refreshSession();
  for (const prefix of queryPrefixesForEvent(event, databaseId)) {
    void queryClient.invalidateQueries({ queryKey: [prefix] });
  }
}

function collectionChannel(databaseId: string, collection: string): string {
  return `databases.${databaseId}.collections.${collection}.documents`;
}
