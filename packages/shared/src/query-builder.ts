import type { TQueryNode, TQueryValue } from './query.ts';

/*
 * The client side of list queries (see query.ts): building `queries[N]` exactly as the SDK's
 * `Query` does. Kept apart from the zod schemas so the web app's pages can use it without zod.
 */

const text = (node: Omit<TQueryNode, 'values'> & { values?: unknown[] }) => JSON.stringify(node);

/** Builds query strings exactly as the SDK's `Query` does. */
export const Query = {
  equal: (attribute: string, value: TQueryValue | TQueryValue[]) =>
    text({ method: 'equal', attribute, values: [value].flat() }),
  notEqual: (attribute: string, value: TQueryValue | TQueryValue[]) =>
    text({ method: 'notEqual', attribute, values: [value].flat() }),
  lessThan: (attribute: string, value: TQueryValue) =>
    text({ method: 'lessThan', attribute, values: [value] }),
  greaterThan: (attribute: string, value: TQueryValue) =>
    text({ method: 'greaterThan', attribute, values: [value] }),
  lessThanEqual: (attribute: string, value: TQueryValue) =>
    text({ method: 'lessThanEqual', attribute, values: [value] }),
  greaterThanEqual: (attribute: string, value: TQueryValue) =>
    text({ method: 'greaterThanEqual', attribute, values: [value] }),
  between: (attribute: string, start: TQueryValue, end: TQueryValue) =>
    text({ method: 'between', attribute, values: [start, end] }),
  search: (attribute: string, value: string) =>
    text({ method: 'search', attribute, values: [value] }),
  orderAsc: (attribute: string) => text({ method: 'orderAsc', attribute }),
  orderDesc: (attribute: string) => text({ method: 'orderDesc', attribute }),
  cursorAfter: (id: string) => text({ method: 'cursorAfter', values: [id] }),
  cursorBefore: (id: string) => text({ method: 'cursorBefore', values: [id] }),
  limit: (limit: number) => text({ method: 'limit', values: [limit] }),
  offset: (offset: number) => text({ method: 'offset', values: [offset] }),
  or: (queries: string[]) =>
    text({ method: 'or', values: queries.map((q) => JSON.parse(q) as unknown) }),
  and: (queries: string[]) =>
    text({ method: 'and', values: queries.map((q) => JSON.parse(q) as unknown) }),
};

/** `queries[N]` as URL search parameters (what the SDK sends for a GET). */
export function listSearchParams(query: { queries?: string[]; search?: string }): string {
  const params = (query.queries ?? []).map(
    (q, index) => `${encodeURIComponent(`queries[${index}]`)}=${encodeURIComponent(q)}`,
  );
  if (query.search) params.push(`search=${encodeURIComponent(query.search)}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}
