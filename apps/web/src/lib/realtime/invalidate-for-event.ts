import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RealtimeResponseEvent } from 'appwrite';
import { dashboardQueryKey } from '@/lib/queries/dashboard';
import { paymentMethodsQueryKey } from '@/lib/queries/payment-methods';
import { plansQueryKey } from '@/lib/queries/plans';
import {
  accountQueryRoot,
  adminQueryRoot,
  copiesQueryRoot,
  notificationsQueryRoot,
  portfolioQueryRoot,
  referralsQueryRoot,
  ticketsQueryRoot,
  usersQueryRoot,
} from '@/lib/queries/query-roots';
import { transactionsQueryKey } from '@/lib/queries/transactions';
import { refreshSession } from '@/lib/session/session-store';

/** The data API's collections whose changes the signed-in area follows live. */
export const LIVE_COLLECTIONS = ['users', 'transactions', 'paymentmethods', 'Plans'] as const;

/**
 * Where a change comes from: one of those collections, the signed-in account itself, or a new
 * notification of theirs (sent on `account` as `users.<id>.notifications.<id>.create`, decision 029).
 */
export type LiveSource =
  (typeof LIVE_COLLECTIONS)[number] | 'account' | 'notifications' | 'tickets';

/** An event as the SDK hands it: the channels it came on and, from the server, its names. */
type LiveEvent = Pick<RealtimeResponseEvent<unknown>, 'channels'> & {
  events?: string[];
  payload?: unknown;
};

/** The notification kinds that say a copy changed (decision 043). */
const COPY_NOTIFICATION_KINDS = new Set([
  'copy_position_opened',
  'copy_position_closed',
  'copy_stopped',
]);

/** What a copy notification makes stale besides the notifications: the copies and the money. */
export const COPY_EVENT_QUERY_KEYS: readonly QueryKey[] = [
  copiesQueryRoot,
  portfolioQueryRoot,
  dashboardQueryKey,
];

/** A new notification of a copy kind: the user's copies changed (a mirror opened or settled). */
export function isCopyNotificationEvent(event: LiveEvent): boolean {
  const kind = (event.payload as { kind?: unknown } | null | undefined)?.kind;
  return typeof kind === 'string' && COPY_NOTIFICATION_KINDS.has(kind);
}

/**
 * Which cached queries a change makes stale: the exported keys of the endpoints (or the roots of
 * the query families, `lib/queries/query-roots.ts`) that read the changed data.
 */
export const REALTIME_QUERY_KEYS: Record<LiveSource, readonly QueryKey[]> = {
  account: [accountQueryRoot, dashboardQueryKey],
  notifications: [notificationsQueryRoot],
  tickets: [ticketsQueryRoot],
  users: [dashboardQueryKey, usersQueryRoot, adminQueryRoot, referralsQueryRoot],
  transactions: [transactionsQueryKey, dashboardQueryKey, adminQueryRoot],
  paymentmethods: [paymentMethodsQueryKey, adminQueryRoot],
  Plans: [plansQueryKey, adminQueryRoot],
};

/** The server's channels for those sources (Appwrite's names): `account` and each collection's documents. */
export function liveChannels(databaseId: string): string[] {
  return [
    'account',
    ...LIVE_COLLECTIONS.map((collection) => collectionChannel(databaseId, collection)),
    // A support ticket's change or new message, for its owner and the admins (decision 052).
    'tickets',
  ];
}

/** The sources an event belongs to, told by the channels it was published on. */
export function sourcesOfEvent(event: LiveEvent, databaseId: string): LiveSource[] {
  const sources: LiveSource[] = [];
  if (event.channels.includes('account')) {
    const notification = (event.events ?? []).some((name) => NOTIFICATION_EVENT.test(name));
    sources.push(notification ? 'notifications' : 'account');
  }
  if (event.channels.includes('tickets')) sources.push('tickets');
  for (const collection of LIVE_COLLECTIONS) {
    if (event.channels.includes(collectionChannel(databaseId, collection)))
      sources.push(collection);
  }
  return sources;
}

/** The query keys an event makes stale (each once). */
export function queryKeysForEvent(event: LiveEvent, databaseId: string): QueryKey[] {
  const sources = sourcesOfEvent(event, databaseId);
  const keys = sources.flatMap((s) => REALTIME_QUERY_KEYS[s]);
  if (sources.includes('notifications') && isCopyNotificationEvent(event))
    keys.push(...COPY_EVENT_QUERY_KEYS);
  return [...new Set(keys)];
}

export function invalidateForEvent(
  queryClient: QueryClient,
  event: LiveEvent,
  databaseId: string,
): void {
  const sources = sourcesOfEvent(event, databaseId);
  // A changed user or account may be the signed-in one (balance, role, avatar, e-mail).
  if (sources.includes('account') || sources.includes('users')) void refreshSession();
  for (const queryKey of queryKeysForEvent(event, databaseId)) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** `users.<id>.notifications.<id>.create` and its wildcard forms. */
const NOTIFICATION_EVENT = /^users\.[^.]+\.notifications\./;

function collectionChannel(databaseId: string, collection: string): string {
  return `databases.${databaseId}.collections.${collection}.documents`;
}
