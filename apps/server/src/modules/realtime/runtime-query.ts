import { messages, REALTIME_MESSAGE_INVALID } from '@copyvest/shared';
import { AppError } from '../../lib/errors.ts';
import { parseQueries, type FilterNode } from '../../lib/queries/parse-queries.ts';

const ALLOWED = new Set([
  'equal',
  'notEqual',
  'lessThan',
  'lessThanEqual',
  'greaterThan',
  'greaterThanEqual',
  'isNull',
  'isNotNull',
]);

/** A realtime error: sent as `{ type: "error", data: { code, message } }`. */
export class RealtimeError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function check(node: FilterNode): void {
  if (node.kind !== 'filter') return node.children.forEach(check);
  if (!ALLOWED.has(node.method)) {
    throw new RealtimeError(
      REALTIME_MESSAGE_INVALID,
      messages.data.realtimeQueryUnsupported(node.method),
    );
  }
}

function compare(value: unknown, other: unknown): number | undefined {
  if (typeof value === 'number' && typeof other === 'number') return value - other;
  if (typeof value === 'string' && typeof other === 'string')
    return value < other ? -1 : value > other ? 1 : 0;
  return undefined;
}

function test(node: FilterNode, payload: Record<string, unknown>): boolean {
  if (node.kind !== 'filter') {
    return node.kind === 'and'
      ? node.children.every((child) => test(child, payload))
      : node.children.some((child) => test(child, payload));
  }
  const value = payload[node.attribute];
  const [first] = node.values;
  const order = compare(value, first);
  switch (node.method) {
    case 'equal':
      return node.values.some((candidate) => candidate === value);
    case 'notEqual':
      return node.values.every((candidate) => candidate !== value);
    case 'lessThan':
      return order !== undefined && order < 0;
    case 'lessThanEqual':
      return order !== undefined && order <= 0;
    case 'greaterThan':
      return order !== undefined && order > 0;
    case 'greaterThanEqual':
      return order !== undefined && order >= 0;
    case 'isNull':
      return value === null || value === undefined;
    case 'isNotNull':
      return value !== null && value !== undefined;
    default:
      return false;
  }
}

/**
 * A subscription's queries (Appwrite's realtime subset: comparisons, null checks, and/or, and
 * `select("*")`), parsed by the one query parser and evaluated on each event's payload.
 */
export function compileRealtimeQueries(
  queries: string[],
): (payload: Record<string, unknown>) => boolean {
  let parsed;
  try {
    parsed = parseQueries(queries);
  } catch (error) {
    throw new RealtimeError(
      REALTIME_MESSAGE_INVALID,
      error instanceof AppError ? error.message : messages.data.realtimePayloadInvalid,
    );
  }
  const other =
    parsed.orders.length > 0 ||
    parsed.limit !== undefined ||
    parsed.offset !== undefined ||
    parsed.cursor;
  if (other)
    throw new RealtimeError(
      REALTIME_MESSAGE_INVALID,
      messages.data.realtimeQueryUnsupported('order, limit, offset or cursor'),
    );
  if (parsed.select && !(parsed.select.length === 1 && parsed.select[0] === '*')) {
    throw new RealtimeError(
      REALTIME_MESSAGE_INVALID,
      'Only select("*") is allowed in Realtime queries.',
    );
  }
  parsed.filters.forEach(check);
  if (parsed.filters.length === 0) return () => true;
  return (payload) => parsed.filters.every((filter) => test(filter, payload));
}
