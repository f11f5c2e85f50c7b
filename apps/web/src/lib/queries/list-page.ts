import { LIST_COUNT_LIMIT, listSearchParams, PAGE_SIZE, Query } from '@copyvest/shared';

/** One page of a list request: its filters (built with `Query`), the search text and the cursor. */
export type ListPageRequest = {
  filters?: string[];
  search?: string;
  /** The `$id` of the last record already shown; absent for the first page. */
  cursor?: string | null;
  limit?: number;
  /** Further query-string parameters of the endpoint (a date range); undefined ones are left out. */
  params?: Record<string, string | undefined>;
};

/**
 * `path?queries[0]=…&search=…` for one page, in the SDK's protocol: the filters, then
 * `limit(PAGE_SIZE)` and `cursorAfter(<last $id>)` after the first page.
 */
export function listPagePath(path: string, request: ListPageRequest): string {
  const queries = [...(request.filters ?? []), Query.limit(request.limit ?? PAGE_SIZE)];
  if (request.cursor) queries.push(Query.cursorAfter(request.cursor));
  return withParams(
    path + listSearchParams({ queries, search: request.search || undefined }),
    request.params,
  );
}

/** The whole list, for an export: the same filters, search and parameters, and no page. */
export function listFilterPath(
  path: string,
  request: Pick<ListPageRequest, 'filters' | 'search' | 'params'>,
): string {
  return withParams(
    path + listSearchParams({ queries: request.filters, search: request.search || undefined }),
    request.params,
  );
}

function withParams(path: string, params: Record<string, string | undefined> = {}): string {
  const extra = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  if (extra.length === 0) return path;
  const text = extra.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/**
 * The cursor of the page after `last`: its last record's `$id`, while fewer than `total` records
 * (as of the newest answer) are loaded, or while pages keep coming when the total is the server's
 * count limit (it counts no further: there may be more); undefined when the list is complete.
 */
export function nextPageCursor<TPage extends { total: number }, TItem extends { $id: string }>(
  itemsOf: (page: TPage) => TItem[],
): (last: TPage, pages: TPage[]) => string | undefined {
  return (last, pages) => {
    const lastItems = itemsOf(last);
    const loaded = pages.reduce((sum, page) => sum + itemsOf(page).length, 0);
    if (lastItems.length === 0) return undefined;
    if (loaded >= last.total && last.total < LIST_COUNT_LIMIT) return undefined;
    return lastItems.at(-1)!.$id;
  };
}
