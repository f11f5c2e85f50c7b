import { and, asc, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LIST_COUNT_LIMIT, messages } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { appError } from '../errors.ts';
import { containsPattern } from '../like-pattern.ts';
import { attributeOf, buildFilter } from './build-filter.ts';
import type { ListSpec } from './list-spec.ts';
import { parseQueries, type ParsedQueries } from './parse-queries.ts';

export const DEFAULT_LIMIT = 25;

export interface ListPageRequest {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /**
   * The number of records the list matches (up to LIST_COUNT_LIMIT), as a scalar subquery: a fetch
   * that selects it as `listTotal` answers the page and its total in one statement; otherwise the
   * total is counted by a second one.
   */
  total?: SQL<number>;
}

export interface RunListQueryOptions<Row> {
  db: DbOrTx;
  spec: ListSpec;
  /** What the caller may see at all (their own records, not deleted…); the client only narrows it. */
  scope?: SQL;
  /**
   * Whether the scope holds at least LIST_COUNT_LIMIT records, from a mark the database keeps (a
   * user's transactions, migration 0035): a list the client narrows by no filter and no search
   * then answers the limit as its total instead of counting that many records again.
   */
  scopeAtCountLimit?: SQL<boolean>;
  query: { queries?: string[]; search?: string };
  /** false: the total is not counted (answers 0), as the SDK's `total: false` asks. */
  count?: boolean;
  /** The caller's select (with its joins) under the given conditions. */
  fetch: (page: ListPageRequest) => Promise<Row[]>;
  /**
   * The server's own paging (an export walking a whole list): this page size and, after the
   * first page, the id of the last record read; the client's limit, offset and cursor are ignored.
   */
  page?: { limit: number; afterId?: string };
}

type Order = { column: PgColumn; direction: 'asc' | 'desc' };

function ordersOf(spec: ListSpec, parsed: ParsedQueries): Order[] {
  const requested = parsed.orders.length > 0 ? parsed.orders : spec.defaultOrder;
  const orders = requested.map(({ attribute, direction }) => {
    const spec_ = attributeOf(spec, attribute);
    if (spec_.nullable) {
      throw appError('general_query_invalid', messages.queries.notOrderable(attribute));
    }
    return { column: spec_.column, direction };
  });
  // The id breaks ties, so pages never overlap or skip a record.
  return [...orders, { column: spec.id, direction: orders.at(-1)?.direction ?? 'asc' }];
}

/**
 * Records after the cursor record in this order (read in SQL: no timestamp precision is lost). The
 * cursor row is looked up within the scope too, for tables whose ids are unique only within it
 * (a file id per bucket). When every order goes the same way this is one row comparison,
 * `(a, …, id) < (…)`, which an index on those columns answers directly; mixed directions need the
 * expanded form.
 */
function afterCursor(
  spec: ListSpec,
  orders: Order[],
  cursorId: unknown,
  scope: SQL | undefined,
): SQL | undefined {
  const cursorRow = and(eq(spec.id, cursorId), scope);
  const at = (column: PgColumn) => sql`(select ${column} from ${spec.table} where ${cursorRow})`;
  const direction = orders[0]!.direction;
  if (orders.every((order) => order.direction === direction)) {
    const columns = sql.join(
      orders.map((order) => sql`${order.column}`),
      sql`, `,
    );
    const operator = sql.raw(direction === 'asc' ? '>' : '<');
    return sql`(${columns}) ${operator} (select ${columns} from ${spec.table} where ${cursorRow})`;
  }
  return or(
    ...orders.map((order, index) =>
      and(
        ...orders.slice(0, index).map((before) => eq(before.column, at(before.column))),
        order.direction === 'asc'
          ? gt(order.column, at(order.column))
          : lt(order.column, at(order.column)),
      ),
    ),
  );
}

/**
 * The column a list fetch selects so its page carries the list's total (see
 * `ListPageRequest.total`); null outside a list (a record read by id).
 */
export function listTotalField(page: Pick<ListPageRequest, 'total'>) {
  return { listTotal: page.total ?? sql<number | null>`null` };
}

/** The matching records, counted up to LIST_COUNT_LIMIT. */
function cappedCount(spec: ListSpec, where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${spec.table} where ${where ?? sql`true`} limit ${sql.raw(String(LIST_COUNT_LIMIT))}) as counted)`;
}

/** What the page selects as its total: nothing asked, the limit when marked, or a capped count. */
function totalField(
  options: Pick<RunListQueryOptions<unknown>, 'count' | 'scopeAtCountLimit'>,
  spec: ListSpec,
  where: SQL | undefined,
  narrowed: boolean,
): SQL<number> {
  if (options.count === false) return sql<number>`0`;
  if (!options.scopeAtCountLimit || narrowed) return cappedCount(spec, where);
  return sql<number>`(case when ${options.scopeAtCountLimit} then ${sql.raw(String(LIST_COUNT_LIMIT))} else ${cappedCount(spec, where)} end)`;
}

/**
 * Runs a list request in the SDK's protocol (`queries[]`: filters, orders, limit, offset,
 * cursorAfter/Before; `search`) over one table, inside the caller's scope. Returns the page and the
 * number of matching records (up to LIST_COUNT_LIMIT). A page is one statement when the fetch
 * selects `total` as `listTotal`: the cursor record is read inside it (a cursor that names no
 * record in scope leaves the page empty), and only an empty page asks more (was the cursor found,
 * how many records are there).
 */
export async function runListQuery<Row>(options: RunListQueryOptions<Row>) {
  const { db, spec, scope, page } = options;
  const parsed = parseQueries(options.query.queries);
  if (page) {
    parsed.limit = page.limit;
    parsed.offset = undefined;
    parsed.cursor =
      page.afterId === undefined ? undefined : { direction: 'after', id: page.afterId };
  }
  const search = options.query.search?.trim();
  const narrowed = parsed.filters.length > 0 || Boolean(search);
  const where = and(
    scope,
    ...parsed.filters.map((filter) => buildFilter(spec, filter)),
    search && (spec.searchColumns || spec.searchAlso)
      ? or(
          ...(spec.searchColumns ?? []).map((column) => ilike(column, containsPattern(search))),
          ...(spec.searchAlso ?? []).map((condition) => condition(containsPattern(search))),
        )
      : undefined,
  );
  const before = parsed.cursor?.direction === 'before';
  const orders = ordersOf(spec, parsed).map((order) =>
    before
      ? { ...order, direction: order.direction === 'asc' ? ('desc' as const) : ('asc' as const) }
      : order,
  );
  let pageWhere = where;
  const cursorId =
    parsed.cursor && (spec.parseId ? spec.parseId(parsed.cursor.id) : parsed.cursor.id);
  if (parsed.cursor) {
    // No such record: no page (and `general_cursor_not_found` below).
    pageWhere =
      cursorId === undefined ? sql`false` : and(where, afterCursor(spec, orders, cursorId, scope));
  }
  const offset = parsed.offset ?? 0;
  const rows = await options.fetch({
    where: pageWhere,
    orderBy: orders.map((order) =>
      order.direction === 'asc' ? asc(order.column) : desc(order.column),
    ),
    limit: parsed.limit ?? spec.defaultLimit ?? DEFAULT_LIMIT,
    offset,
    total: totalField(options, spec, where, narrowed),
  });
  if (rows.length === 0 && parsed.cursor) {
    const [found] =
      cursorId === undefined
        ? []
        : await db
            .select({ one: sql<number>`1` })
            .from(spec.table)
            .where(and(eq(spec.id, cursorId), scope))
            .limit(1);
    if (!found) throw appError('general_cursor_not_found');
  }
  return {
    total: await totalOf({
      db,
      spec,
      where,
      rows,
      count: options.count,
      emptyMeansNone: !parsed.cursor && offset === 0,
    }),
    rows: before ? rows.reverse() : rows,
    select: parsed.select,
  };
}

type TotalOfOptions = {
  db: DbOrTx;
  spec: ListSpec;
  where: SQL | undefined;
  rows: unknown[];
  count: boolean | undefined;
  /** The page started at the first record: an empty one means the list is empty. */
  emptyMeansNone: boolean;
};

/** The page's `total`: read with the page when the fetch selected it, else counted now. */
async function totalOf({ db, spec, where, rows, count, emptyMeansNone }: TotalOfOptions) {
  if (count === false) return 0;
  const first = rows[0] as { listTotal?: unknown } | undefined;
  if (typeof first?.listTotal === 'number') return first.listTotal;
  if (rows.length === 0 && emptyMeansNone) return 0;
  const [{ total } = { total: 0 }] = await db
    .select({ total: cappedCount(spec, where) })
    .from(sql`(select 1) as one`);
  return total;
}
