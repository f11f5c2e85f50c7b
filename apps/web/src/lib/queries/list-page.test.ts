import { LIST_COUNT_LIMIT, messages, Query } from '@copyvest/shared';
import { describe, expect, it } from 'vitest';
import { listPagePath, nextPageCursor } from '@/lib/queries/list-page';

const queriesOf = (path: string) =>
  [...new URL(path, 'http://localhost').searchParams]
    .filter(([name]) => name.startsWith('queries['))
    .map(([name, value]) => [name, value]);

describe('list pages', () => {
  it("sends the filters, a limit and the cursor as the SDK's queries[N], and the search", () => {
    const path = listPagePath('/v1/transactions', {
      filters: [Query.equal('status', 'pending')],
      search: 'TNX 1',
      cursor: 'tx-20',
    });
    expect(path.startsWith('/v1/transactions?')).toBe(true);
    expect(queriesOf(path)).toEqual([
      ['queries[0]', '{"method":"equal","attribute":"status","values":["pending"]}'],
      ['queries[1]', '{"method":"limit","values":[20]}'],
      ['queries[2]', '{"method":"cursorAfter","values":["tx-20"]}'],
    ]);
    expect(new URL(path, 'http://localhost').searchParams.get('search')).toBe('TNX 1');
  });

  it('leaves out an empty search and the cursor of the first page', () => {
    const path = listPagePath('/v1/users', { search: '', limit: 100 });
    expect(queriesOf(path)).toEqual([['queries[0]', '{"method":"limit","values":[100]}']]);
    expect(path).not.toContain('search=');
  });

  it('continues after the last record until the total is loaded', () => {
    const next = nextPageCursor((page: { total: number; items: { $id: string }[] }) => page.items);
    const first = { total: 3, items: [{ $id: 'a' }, { $id: 'b' }] };
    const second = { total: 3, items: [{ $id: 'c' }] };
    expect(next(first, [first])).toBe('b');
    expect(next(second, [first, second])).toBeUndefined();
    expect(next({ total: 5, items: [] }, [first, { total: 5, items: [] }])).toBeUndefined();
  });

  it('past a total at the count limit (the server counts no further), continues until a page comes back empty', () => {
    const next = nextPageCursor((page: { total: number; items: { $id: string }[] }) => page.items);
    const full = (from: number) => ({
      total: LIST_COUNT_LIMIT,
      items: Array.from({ length: 100 }, (_, i) => ({ $id: `r${from + i}` })),
    });
    const pages = Array.from({ length: LIST_COUNT_LIMIT / 100 }, (_, i) => full(i * 100));
    expect(next(pages.at(-1)!, pages)).toBe(`r${LIST_COUNT_LIMIT - 1}`);
    const empty = { total: LIST_COUNT_LIMIT, items: [] };
    expect(next(empty, [...pages, empty])).toBeUndefined();
  });

  it('shows a total at the count limit as at least that many', () => {
    expect(messages.money.showing(20, 12)).toBe('Showing 20 of 12');
    expect(messages.money.showing(20, LIST_COUNT_LIMIT)).toBe(`Showing 20 of ${LIST_COUNT_LIMIT}+`);
    expect(messages.admin.transactionsCount(LIST_COUNT_LIMIT)).toBe(
      `${LIST_COUNT_LIMIT}+ transactions`,
    );
  });
});
