import {
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  lt,
  or,
  type Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LIST_COUNT_LIMIT, messages } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { statementName } from '../../db/execute-named.ts';
import { appError } from '../errors.ts';
import { containsPattern } from '../like-pattern.ts';
import { attributeOf, buildFilter } from './build-filter.ts';
import { mapFlatRows } from './flat-row-mapper.ts';
import type { ListSpec } from './list-spec.ts';
import { parseQueries, type ParsedQueries } from './parse-queries.ts';

export const DEFAULT_LIMIT = 25;

export interface ListPageRequest {
  where: SQL | undefined;
  orderBy: SQL[];
  /** A placeholder when the page is prepared (`RunListQueryOptions.prepared`). */
  limit: number | Placeholder;
  offset: number | Placeholder;
  /**
   * The number of records the list matches (up to LIST_COUNT_LIMIT), as a scalar subquery: a fetch
   * that selects it as `listTotal` answers the page and its total in one statement; otherwise the
   * total is counted by a second one.
   */
  total?: SQL<number>;
}

/**
 * What a list's fetch answers: its rows, or (a list that may be prepared) the select itself,
 * unexecuted, as drizzle builds it.
 */
export type ListFetch<Row> = Promise<Row[]> | PreparableSelect<Row>;

/** A drizzle select not yet run: named and prepared once, executed with its placeholders' values. */
export interface PreparableSelect<Row> extends PromiseLike<Row[]> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedPage<Row>;
}

interface PreparedPage<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A list whose page may run as a prepared statement (decision 062): while the client narrows
 * nothing (no filter, no search), the page's select is built once per shape (the caller's `key`,
 * the order, the cursor, the total) with the scope's values as placeholders, and runs as a named
 * statement with this request's values. A narrowed list is built as usual.
 */
export interface PreparedList {
  /** Names the caller's select and the shape of its scope (e.g. `transactions:own`). */
  key: string;
  /**
   * The scope and `scopeAtCountLimit` written with `sql.placeholder(name)` where `values[name]`
   * goes (a `scopeAtCountLimit` exactly when the options have one): asked for only when the shape
   * is new, since they are the same for every request.
   */
  placeholderScope: () => { scope: SQL | undefined; scopeAtCountLimit?: SQL<boolean> };
  values: Record<string, unknown>;
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
  fetch: (page: ListPageRequest) => ListFetch<Row>;
  /** The page as a prepared statement while nothing narrows the list (the fetch answers a select). */
  prepared?: PreparedList;
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
  const { spec, scope, page } = options;
  const parsed = parseQueries(options.query.queries);
  if (page) {
    parsed.limit = page.limit;
    parsed.offset = undefined;
    parsed.cursor =
      page.afterId === undefined ? undefined : { direction: 'after', id: page.afterId };
  }
  const search = options.query.search?.trim();
  const narrowed = parsed.filters.length > 0 || Boolean(search);
  const before = parsed.cursor?.direction === 'before';
  const orders = pageOrders(spec, parsed, before);
  const cursorId =
    parsed.cursor && (spec.parseId ? spec.parseId(parsed.cursor.id) : parsed.cursor.id);
  const offset = parsed.offset ?? 0;
  const limit = parsed.limit ?? spec.defaultLimit ?? DEFAULT_LIMIT;
  const shape = { parsed, orders, cursorId, offset, limit, before };
  if (options.prepared && !narrowed && !page) {
    const statement = preparedPage(options, options.prepared, shape);
    if (statement) {
      const rows = await statement.execute({
        ...options.prepared.values,
        [CURSOR]: cursorId,
        [LIMIT]: limit,
        [OFFSET]: offset,
      });
      return finishPage({ options, where: scope, rows, shape });
    }
  }
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
  const rows = await options.fetch({
    where: pageWhere(spec, where, scope, orders, parsed.cursor ? cursorId : NO_CURSOR),
    orderBy: orderBy(orders),
    limit,
    offset,
    total: totalField(options, spec, where, narrowed),
  });
  return finishPage({ options, where, rows, shape });
}

/** The order the page reads in: the client's (or the list's default), turned for `cursorBefore`. */
function pageOrders(spec: ListSpec, parsed: ParsedQueries, before: boolean): Order[] {
  return ordersOf(spec, parsed).map((order) =>
    before
      ? { ...order, direction: order.direction === 'asc' ? ('desc' as const) : ('asc' as const) }
      : order,
  );
}

const orderBy = (orders: Order[]) =>
  orders.map((order) => (order.direction === 'asc' ? asc(order.column) : desc(order.column)));

/** No cursor asked (`pageWhere`). */
const NO_CURSOR = Symbol('no cursor');

/**
 * The page's condition: the list's, and after the cursor record when there is one. `cursor`
 * undefined: the cursor names no record, no page (and `general_cursor_not_found` after).
 */
function pageWhere(
  spec: ListSpec,
  where: SQL | undefined,
  scope: SQL | undefined,
  orders: Order[],
  cursor: unknown,
): SQL | undefined {
  if (cursor === NO_CURSOR) return where;
  if (cursor === undefined) return sql`false`;
  return and(where, afterCursor(spec, orders, cursor, scope));
}

interface PageShape {
  parsed: ParsedQueries;
  orders: Order[];
  cursorId: unknown;
  offset: number;
  limit: number;
  before: boolean;
}

/** The page's records in the client's order, with the list's total. */
async function finishPage<Row>({
  options,
  where,
  rows,
  shape,
}: {
  options: RunListQueryOptions<Row>;
  where: SQL | undefined;
  rows: Row[];
  shape: PageShape;
}) {
  const { db, spec, scope } = options;
  const { parsed, cursorId, offset, before } = shape;
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

/** The names a prepared page's own values go by (the caller's are its own). */
const CURSOR = 'list.cursor';
const LIMIT = 'list.limit';
const OFFSET = 'list.offset';
/**
 * At most this many prepared shapes per database: the client chooses the order, so the shapes are
 * many in principle; past the limit a page is built as usual.
 */
const MAX_PREPARED = 64;
/** Per database (a test makes many), its prepared pages by shape. */
const preparedPages = new WeakMap<object, Map<string, PreparedPage<unknown>>>();

/** This shape's prepared page, prepared now when it is new; undefined: build the page as usual. */
function preparedPage<Row>(
  options: RunListQueryOptions<Row>,
  prepared: PreparedList,
  shape: PageShape,
): PreparedPage<Row> | undefined {
  const { parsed, orders, cursorId } = shape;
  const cursor = !parsed.cursor ? 'none' : cursorId === undefined ? 'unknown' : 'cursor';
  const total =
    options.count === false ? 'uncounted' : options.scopeAtCountLimit ? 'marked' : 'counted';
  const order = orders.map((o) => `${o.column.name} ${o.direction}`).join(',');
  const key = `${prepared.key}|${order}|${cursor}|${total}`;
  let byShape = preparedPages.get(options.db);
  if (!byShape) preparedPages.set(options.db, (byShape = new Map()));
  let statement = byShape.get(key);
  if (statement === undefined) {
    if (byShape.size >= MAX_PREPARED) return undefined;
    statement = prepare(options, prepared, orders, cursor);
    byShape.set(key, statement);
  }
  return statement as PreparedPage<Row>;
}

/**
 * The page's select with placeholders for every value, prepared under a name that is a digest of
 * its text (one text, one statement on every connection).
 */
function prepare<Row>(
  options: RunListQueryOptions<Row>,
  prepared: PreparedList,
  orders: Order[],
  cursor: 'none' | 'unknown' | 'cursor',
): PreparedPage<unknown> {
  const { spec } = options;
  const { scope, scopeAtCountLimit } = prepared.placeholderScope();
  const select = options.fetch({
    where: pageWhere(
      spec,
      scope,
      scope,
      orders,
      cursor === 'none' ? NO_CURSOR : cursor === 'unknown' ? undefined : sql.placeholder(CURSOR),
    ),
    orderBy: orderBy(orders),
    limit: sql.placeholder(LIMIT),
    offset: sql.placeholder(OFFSET),
    total: totalField({ count: options.count, scopeAtCountLimit }, spec, scope, false),
  });
  if (!('prepare' in select) || typeof select.prepare !== 'function') {
    throw new Error(`the list ${prepared.key} is prepared, but its fetch answers no select`);
  }
  return mapFlatRows(select.prepare(statementName(select.toSQL().sql, 'l')));
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
