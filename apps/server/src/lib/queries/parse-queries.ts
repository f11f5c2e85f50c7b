import {
  FILTER_METHODS,
  hasDisallowedCharacters,
  MAX_QUERIES,
  MAX_QUERY_DEPTH,
  messages,
  ZQueryNode,
  type TFilterMethod,
  type TQueryNode,
  type TQueryValue,
} from '@copyvest/shared';
import { appError } from '../errors.ts';

const q = messages.queries;

export type FilterNode =
  | { kind: 'filter'; method: TFilterMethod; attribute: string; values: TQueryValue[] }
  | { kind: 'and' | 'or'; children: FilterNode[] };

export interface ParsedQueries {
  /** All must hold (the top level of Appwrite queries is an AND). */
  filters: FilterNode[];
  orders: { attribute: string; direction: 'asc' | 'desc' }[];
  limit?: number;
  offset?: number;
  cursor?: { direction: 'after' | 'before'; id: string };
  select?: string[];
}

const FILTERS = new Set<string>(FILTER_METHODS);
/** How many values each filter takes (undefined: one or more). */
const ARITY: Partial<Record<TFilterMethod, number>> = {
  lessThan: 1,
  lessThanEqual: 1,
  greaterThan: 1,
  greaterThanEqual: 1,
  between: 2,
  notBetween: 2,
  isNull: 0,
  isNotNull: 0,
  startsWith: 1,
  notStartsWith: 1,
  endsWith: 1,
  notEndsWith: 1,
  search: 1,
  notSearch: 1,
  notEqual: 1,
};
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 5000;

function invalid(raw: unknown, reason: string): never {
  const shown = typeof raw === 'string' ? raw : JSON.stringify(raw);
  throw appError('general_query_invalid', q.invalid(shown.slice(0, 200), reason));
}

function scalars(node: TQueryNode, raw: unknown): TQueryValue[] {
  const values = node.values ?? [];
  if (values.some((value) => typeof value === 'object')) invalid(raw, q.scalarValues);
  return values as TQueryValue[];
}

function toFilter(node: TQueryNode, raw: unknown, depth: number): FilterNode {
  if (node.method === 'and' || node.method === 'or') {
    if (depth >= MAX_QUERY_DEPTH) invalid(raw, q.tooDeep(MAX_QUERY_DEPTH));
    const children = node.values ?? [];
    if (children.length < 2) invalid(raw, q.needsTwo(node.method));
    return {
      kind: node.method,
      children: children.map((child) => {
        if (typeof child !== 'object') invalid(raw, q.takesQueries(node.method));
        return toFilter(child, raw, depth + 1);
      }),
    };
  }
  if (!FILTERS.has(node.method)) invalid(raw, q.unknownMethod(node.method));
  const method = node.method as TFilterMethod;
  if (!node.attribute) invalid(raw, q.needsAttribute(method));
  const values = scalars(node, raw);
  const arity = ARITY[method];
  if (arity === undefined ? values.length < 1 : values.length !== arity) {
    invalid(raw, q.valueCount(method, arity));
  }
  return { kind: 'filter', method, attribute: node.attribute, values };
}

/** The one text rule (`packages/shared` text.ts) for every string in a query, at any depth. */
function holdsDisallowedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasDisallowedCharacters(value);
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => hasDisallowedCharacters(key) || holdsDisallowedText(item, depth + 1),
  );
}

function parseOne(raw: string): TQueryNode {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    invalid(raw, q.notJson);
  }
  if (holdsDisallowedText(json)) {
    invalid(raw, q.disallowedText);
  }
  const parsed = ZQueryNode.safeParse(json);
  if (!parsed.success) invalid(raw, q.shape);
  return parsed.data;
}

/** Parses and validates `queries[]` as the SDK sends them; any mistake is a 400 `general_query_invalid`. */
export function parseQueries(raw: string[] | undefined): ParsedQueries {
  const result: ParsedQueries = { filters: [], orders: [] };
  if (!raw) return result;
  if (raw.length > MAX_QUERIES) invalid(`${raw.length} queries`, q.tooMany(MAX_QUERIES));
  for (const text of raw) {
    const node = parseOne(text);
    const values = node.values ?? [];
    switch (node.method) {
      case 'limit':
      case 'offset': {
        const [n] = values;
        const max = node.method === 'limit' ? MAX_LIMIT : MAX_OFFSET;
        const min = node.method === 'limit' ? 1 : 0;
        if (
          values.length !== 1 ||
          typeof n !== 'number' ||
          !Number.isInteger(n) ||
          n < min ||
          n > max
        ) {
          invalid(text, q.wholeNumber(node.method, min, max));
        }
        if (result[node.method] !== undefined) invalid(text, q.onlyOne(node.method));
        result[node.method] = n;
        break;
      }
      case 'cursorAfter':
      case 'cursorBefore': {
        const [id] = values;
        if (values.length !== 1 || typeof id !== 'string' || id === '' || id.length > 64) {
          invalid(text, q.cursorId(node.method));
        }
        if (result.cursor) invalid(text, q.onlyOneCursor);
        result.cursor = { direction: node.method === 'cursorAfter' ? 'after' : 'before', id };
        break;
      }
      case 'orderAsc':
      case 'orderDesc':
        if (!node.attribute) invalid(text, q.needsAttribute(node.method));
        result.orders.push({
          attribute: node.attribute,
          direction: node.method === 'orderAsc' ? 'asc' : 'desc',
        });
        break;
      case 'select': {
        if (values.length === 0 || values.some((value) => typeof value !== 'string')) {
          invalid(text, q.selectNames);
        }
        result.select = [...(result.select ?? []), ...(values as string[])];
        break;
      }
      default:
        result.filters.push(toFilter(node, text, 1));
    }
  }
  return result;
}
