import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countriesQueryOptions } from '@/lib/countries';
import { dashboardQueryOptions } from '@/lib/queries/dashboard';
import { paymentMethodsQueryOptions } from '@/lib/queries/payment-methods';
import { plansQueryOptions } from '@/lib/queries/plans';
import { transactionsQueryOptions } from '@/lib/queries/transactions';
import { notificationsQueryOptions } from '@/components/notifications/api/list-notifications';
import { unreadNotificationsQueryOptions } from '@/components/notifications/api/get-unread-notifications';
import {
  invalidateForEvent,
  liveChannels,
  queryKeysForEvent,
  sourcesOfEvent,
} from './invalidate-for-event';

const refreshSession = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/lib/session/session-store', () => ({ refreshSession }));

/** The channels the server publishes a document change on (decision 020). */
const documentEvent = (collection: string, id = 'r1', db = 'copyvest') => ({
  channels: [
    'documents',
    `databases.${db}.collections.${collection}.documents`,
    `databases.${db}.collections.${collection}.documents.${id}`,
  ],
});
const accountEvent = {
  channels: ['account', 'account.u1'],
  events: ['users.u1.update', 'users.*'],
};
/** A new notification of u1, as the server sends it on `account` (decision 029). */
const notificationEvent = {
  channels: ['account', 'account.u1'],
  events: ['users.u1.notifications.n1.create', 'users.*.notifications.*.create', 'users.u1'],
};

afterEach(() => refreshSession.mockClear());

describe('live channels and events', () => {
  it('subscribes to the account, the documents of users, transactions, payment methods and plans, and the tickets', () => {
    expect(liveChannels('copyvest')).toEqual([
      'account',
      'databases.copyvest.collections.users.documents',
      'databases.copyvest.collections.transactions.documents',
      'databases.copyvest.collections.paymentmethods.documents',
      'databases.copyvest.collections.Plans.documents',
      'tickets',
    ]);
    expect(liveChannels('other')[1]).toBe('databases.other.collections.users.documents');
  });

  it("a support ticket's event (on `tickets`) makes the tickets' queries stale, nothing else", () => {
    const event = {
      channels: ['tickets', 'tickets.t1'],
      events: ['tickets.t1.messages.m1.create'],
    };
    expect(sourcesOfEvent(event, 'copyvest')).toEqual(['tickets']);
    expect(queryKeysForEvent(event, 'copyvest')).toEqual([['tickets']]);
  });

  it('tells the collection of an event by its channels, in the configured database only', () => {
    expect(sourcesOfEvent(documentEvent('transactions'), 'copyvest')).toEqual(['transactions']);
    expect(sourcesOfEvent(documentEvent('Plans'), 'copyvest')).toEqual(['Plans']);
    expect(sourcesOfEvent(accountEvent, 'copyvest')).toEqual(['account']);
    expect(sourcesOfEvent(documentEvent('transactions', 'r1', 'elsewhere'), 'copyvest')).toEqual(
      [],
    );
    // The rows form of the same change is not subscribed to, and never counted twice.
    expect(
      sourcesOfEvent({ channels: ['rows', 'tablesdb.copyvest.tables.users.rows'] }, 'copyvest'),
    ).toEqual([]);
  });

  it('maps each collection to the query keys it makes stale', () => {
    expect(queryKeysForEvent(documentEvent('transactions'), 'copyvest')).toEqual([
      ['transactions'],
      ['dashboard'],
      ['admin'],
    ]);
    expect(queryKeysForEvent(documentEvent('users'), 'copyvest')).toEqual([
      ['dashboard'],
      ['users'],
      ['admin'],
      ['referrals'],
    ]);
    expect(queryKeysForEvent(documentEvent('paymentmethods'), 'copyvest')).toEqual([
      ['payment-methods'],
      ['admin'],
    ]);
    expect(queryKeysForEvent(documentEvent('Plans'), 'copyvest')).toEqual([['plans'], ['admin']]);
    expect(queryKeysForEvent(accountEvent, 'copyvest')).toEqual([['account'], ['dashboard']]);
  });

  it('names each stale key once when an event is on several followed channels', () => {
    const both = { channels: [...accountEvent.channels, ...documentEvent('users').channels] };
    expect(queryKeysForEvent(both, 'copyvest')).toEqual([
      ['account'],
      ['dashboard'],
      ['users'],
      ['admin'],
      ['referrals'],
    ]);
  });
});

describe('invalidateForEvent', () => {
  function cache() {
    const queryClient = new QueryClient();
    // The keys the screens really read, taken from the endpoint modules.
    const keys: QueryKey[] = [
      dashboardQueryOptions.queryKey,
      transactionsQueryOptions({}).queryKey,
      paymentMethodsQueryOptions.queryKey,
      plansQueryOptions.queryKey,
      countriesQueryOptions.queryKey,
    ];
    for (const key of keys) {
      queryClient.setQueryData(key, { cached: true });
    }
    const stale = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey[0]);
    return { queryClient, stale };
  }

  it('an approved transaction makes the dashboard and transaction lists stale, not the rest', () => {
    const { queryClient, stale } = cache();
    invalidateForEvent(queryClient, documentEvent('transactions'), 'copyvest');
    expect(stale()).toEqual(['dashboard', 'transactions']);
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('a changed user or account fetches the session again', () => {
    const { queryClient, stale } = cache();
    invalidateForEvent(queryClient, documentEvent('users'), 'copyvest');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    invalidateForEvent(queryClient, accountEvent, 'copyvest');
    expect(refreshSession).toHaveBeenCalledTimes(2);
    expect(stale()).toEqual(['dashboard']);
  });

  it('a new notification makes the bell and the panel stale, and nothing else; the session stays', () => {
    const { queryClient, stale } = cache();
    queryClient.setQueryData(unreadNotificationsQueryOptions.queryKey, { unread: 0 });
    queryClient.setQueryData(notificationsQueryOptions.queryKey, { pages: [], pageParams: [] });
    expect(sourcesOfEvent(notificationEvent, 'copyvest')).toEqual(['notifications']);
    invalidateForEvent(queryClient, notificationEvent, 'copyvest');
    expect(stale()).toEqual(['notifications', 'notifications']);
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it("a copy notification also makes the user's copies, portfolio and dashboard stale", () => {
    const { queryClient, stale } = cache();
    queryClient.setQueryData(['copies', 'list'], []);
    queryClient.setQueryData(['portfolio'], {});
    for (const kind of ['copy_position_opened', 'copy_position_closed', 'copy_stopped']) {
      expect(queryKeysForEvent({ ...notificationEvent, payload: { kind } }, 'copyvest')).toEqual([
        ['notifications'],
        ['copies'],
        ['portfolio'],
        ['dashboard'],
      ]);
    }
    invalidateForEvent(
      queryClient,
      { ...notificationEvent, payload: { kind: 'copy_position_closed' } },
      'copyvest',
    );
    expect(stale().sort()).toEqual(['copies', 'dashboard', 'portfolio']);
  });

  it('another notification kind leaves the copies alone', () => {
    const { queryClient, stale } = cache();
    queryClient.setQueryData(['copies', 'list'], []);
    invalidateForEvent(
      queryClient,
      { ...notificationEvent, payload: { kind: 'deposit_approved' } },
      'copyvest',
    );
    expect(stale()).toEqual([]);
  });

  it('a plan change makes the plans stale; an event of another channel changes nothing', () => {
    const { queryClient, stale } = cache();
    invalidateForEvent(queryClient, { channels: ['files', 'buckets.images.files'] }, 'copyvest');
    expect(stale()).toEqual([]);
    invalidateForEvent(queryClient, documentEvent('Plans'), 'copyvest');
    expect(stale()).toEqual(['plans']);
  });
});
