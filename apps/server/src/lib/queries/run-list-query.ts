import { and, asc, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { messages } from '@copyvest/shared';
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
}

export interface RunListQueryOptions<Row> {
  db: DbOrTx;
  spec: ListSpec;
  /** What the caller may see at all (their own records, not deleted…); the client only narrows it. */
  scope?: SQL;
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
 * Runs a list request in the SDK's protocol (`queries[]`: filters, orders, limit, offset,
 * cursorAfter/Before; `search`) over one table, inside the caller's scope. Returns the page and the
 * total number of matching records.
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
  const where = and(
    scope,
    ...parsed.filters.map((filter) => buildFilter(spec, filter)),
    search && spec.searchColumns
      ? or(...spec.searchColumns.map((column) => ilike(column, containsPattern(search))))
      : undefined,
  );
  const before = parsed.cursor?.direction === 'before';
  const orders = ordersOf(spec, parsed).map((order) =>
    before
      ? { ...order, direction: order.direction === 'asc' ? ('desc' as const) : ('asc' as const) }
      : order,
  );
  let pageWhere = where;
  if (parsed.cursor) {
    const cursorId = spec.parseId ? spec.parseId(parsed.cursor.id) : parsed.cursor.id;
    const [found] =
      cursorId === undefined
        ? []
        : await db
            .select({ one: sql<number>`1` })
            .from(spec.table)
            .where(and(eq(spec.id, cursorId), scope))
            .limit(1);
    if (!found) throw appError('general_cursor_not_found');
    pageWhere = and(where, afterCursor(spec, orders, cursorId, scope));
  }
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    options.fetch({
      where: pageWhere,
      orderBy: orders.map((order) =>
        order.direction === 'asc' ? asc(order.column) : desc(order.column),
      ),
      limit: parsed.limit ?? spec.defaultLimit ?? DEFAULT_LIMIT,
      offset: parsed.offset ?? 0,
    }),
    options.count === false
      ? [{ total: 0 }]
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(spec.table)
          .where(where),
  ]);
  return { total, rows: before ? rows.reverse() : rows, select: parsed.select };
}
