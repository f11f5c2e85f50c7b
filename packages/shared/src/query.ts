import { z } from 'zod';

/**
 * List queries in the protocol of the spec's client library (Appwrite's `Query`): each query is a
 * JSON string `{"method":"equal","attribute":"status","values":["pending"]}`, sent as
 * `queries[0]=…&queries[1]=…`. The web app builds them with `Query`; the server parses them with
 * `ZQuery`, so both sides speak exactly what the official SDK sends.
 */
export const FILTER_METHODS = [
  'equal',
  'notEqual',
  'lessThan',
  'lessThanEqual',
  'greaterThan',
  'greaterThanEqual',
  'between',
  'notBetween',
  'isNull',
  'isNotNull',
  'startsWith',
  'notStartsWith',
  'endsWith',
  'notEndsWith',
  'contains',
  'notContains',
  'search',
  'notSearch',
] as const;
export type TFilterMethod = (typeof FILTER_METHODS)[number];

export const QUERY_METHODS = [
  ...FILTER_METHODS,
  'and',
  'or',
  'select',
  'orderAsc',
  'orderDesc',
  'limit',
  'offset',
  'cursorAfter',
  'cursorBefore',
] as const;
export type TQueryMethod = (typeof QUERY_METHODS)[number];

/** Most queries in one request, and deepest nesting of and/or. */
export const MAX_QUERIES = 100;
export const MAX_QUERY_DEPTH = 3;
export const MAX_QUERY_LENGTH = 4096;

export const ZQueryValue = z.union([z.string().max(MAX_QUERY_LENGTH), z.number(), z.boolean()]);
export type TQueryValue = z.infer<typeof ZQueryValue>;

export type TQueryNode = {
  method: string;
  attribute?: string;
  values?: (TQueryValue | TQueryNode)[];
};

/** One parsed query object (nested and/or carry query objects as values). */
export const ZQueryNode: z.ZodType<TQueryNode> = z.lazy(() =>
  z.object({
    method: z.string().max(40),
    attribute: z.string().max(128).optional(),
    values: z
      .array(z.union([ZQueryValue, ZQueryNode]))
      .max(MAX_QUERIES)
      .optional(),
  }),
);

/** A list request's query string: `queries[N]` (folded into an array by the server) and `search`. */
export const ZListQuery = z.object({
  queries: z
    .preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z.array(z.string().max(MAX_QUERY_LENGTH)).max(MAX_QUERIES),
    )
    .optional(),
  search: z.string().trim().max(256).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;
