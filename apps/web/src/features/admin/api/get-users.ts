import { Query, type TUserList } from '@copyvest/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listPagePath, nextPageCursor, type ListPageRequest } from '@/lib/queries/list-page';
import { usersQueryRoot } from '@/lib/queries/query-roots';

/** `GET /v1/users`: newest first, searched by name and e-mail on the server, one page per call. */
export function fetchUsers(request: ListPageRequest, signal?: AbortSignal): Promise<TUserList> {
  return api.get<TUserList>(listPagePath('/v1/users', request), signal);
}

export const usersQueryKey = [...usersQueryRoot, 'list'] as const;

/** Which users the admin list shows besides the search. */
export type UserListFilter = {
  /** Leave out guests (anonymous sessions). */
  hideGuests?: boolean;
  /** Only registered, inactive non-admins: the accounts an admin still has to activate. */
  awaitingActivation?: boolean;
  /** The order, decided by the server (decision 056); newest first by default. */
  sort?: UserSort;
};

/** How the admin list may be ordered: newest, balance either way, or inactive accounts first. */
export const USER_SORTS = ['newest', 'balance_desc', 'balance_asc', 'status'] as const;
export type UserSort = (typeof USER_SORTS)[number];

const SORT_QUERIES: Record<UserSort, string[]> = {
  newest: [],
  balance_desc: [Query.orderDesc('balance')],
  balance_asc: [Query.orderAsc('balance')],
  status: [Query.orderAsc('isActive'), Query.orderDesc('$createdAt')],
};

function userFilters({
  hideGuests = false,
  awaitingActivation = false,
  sort = 'newest',
}: UserListFilter) {
  return [
    ...SORT_QUERIES[sort],
    ...(hideGuests || awaitingActivation ? [Query.equal('isGuest', false)] : []),
    ...(awaitingActivation ? [Query.equal('isActive', false), Query.equal('isAdmin', false)] : []),
  ];
}

export function usersInfiniteQueryOptions(search: string, filter: UserListFilter = {}) {
  const filters = userFilters(filter);
  const key = {
    search,
    hideGuests: filter.hideGuests ?? false,
    awaitingActivation: filter.awaitingActivation ?? false,
    sort: filter.sort ?? 'newest',
  };
  return infiniteQueryOptions({
    queryKey: [...usersQueryKey, key],
    queryFn: ({ pageParam, signal }) => fetchUsers({ search, cursor: pageParam, filters }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageCursor((page: TUserList) => page.users),
    placeholderData: keepPreviousData,
  });
}

/**
 * The user list, one page at a time ("Load more"); on demand without guests (anonymous sessions),
 * or only the accounts awaiting activation.
 */
export function useUsers(search: string, filter: UserListFilter = {}) {
  return useInfiniteQuery(usersInfiniteQueryOptions(search, filter));
}
