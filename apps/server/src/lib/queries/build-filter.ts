import {
  and,
  between,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  notBetween,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
import { messages, type TQueryValue } from '@copyvest/shared';
import { appError } from '../errors.ts';
import { containsPattern, prefixPattern, suffixPattern } from '../like-pattern.ts';
import type { AttributeSpec, ListSpec } from './list-spec.ts';
import type { FilterNode } from './parse-queries.ts';

/** The year range a datetime value may have (PostgreSQL's is wider; JavaScript's narrower). */
const MIN_TIME = Date.UTC(1000, 0, 1);
const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function attributeOf(spec: ListSpec, name: string): AttributeSpec {
  const attribute = Object.hasOwn(spec.attributes, name) ? spec.attributes[name] : undefined;
  if (!attribute) {
    throw appError(
      'general_query_invalid',
      messages.queries.attributeNotInSchema(name.slice(0, 64)),
    );
  }
  return attribute;
}

/** A wire value checked against the attribute's type, converted to what the column stores. */
export function dbValue(name: string, attribute: AttributeSpec, value: TQueryValue): unknown {
  const fail = (): never => {
    throw appError(
      'general_query_invalid',
      messages.queries.valueNotValid(JSON.stringify(value).slice(0, 64), attribute.type, name),
    );
  };
  switch (attribute.type) {
    case 'string':
      if (typeof value !== 'string') fail();
      break;
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail();
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) fail();
      break;
    case 'boolean':
      if (typeof value !== 'boolean') fail();
      break;
    case 'datetime': {
      const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
      if (Number.isNaN(time) || time < MIN_TIME || time > MAX_TIME) fail();
      return attribute.toDb ? attribute.toDb(value) : new Date(time);
    }
  }
  return attribute.toDb ? attribute.toDb(value) : value;
}

function textOnly(name: string, attribute: AttributeSpec, method: string) {
  if (attribute.type !== 'string') {
    throw appError('general_query_invalid', messages.queries.textOnly(method, name));
  }
}

function leaf(spec: ListSpec, node: Extract<FilterNode, { kind: 'filter' }>): SQL | undefined {
  const attribute = attributeOf(spec, node.attribute);
  const column = attribute.column;
  const values = node.values.map((value) => dbValue(node.attribute, attribute, value));
  const [first, second] = values;
  switch (node.method) {
    case 'equal':
      return values.length === 1 ? eq(column, first) : inArray(column, values);
    case 'notEqual':
      return values.length === 1 ? ne(column, first) : notInArray(column, values);
    case 'lessThan':
      return lt(column, first);
    case 'lessThanEqual':
      return lte(column, first);
    case 'greaterThan':
      return gt(column, first);
    case 'greaterThanEqual':
      return gte(column, first);
    case 'between':
      return between(column, first, second);
    case 'notBetween':
      return notBetween(column, first, second);
    case 'isNull':
      return isNull(column);
    case 'isNotNull':
      return isNotNull(column);
    case 'startsWith':
    case 'notStartsWith':
      textOnly(node.attribute, attribute, node.method);
      return negate(node.method, like(column, prefixPattern(String(first))));
    case 'endsWith':
    case 'notEndsWith':
      textOnly(node.attribute, attribute, node.method);
      return negate(node.method, like(column, suffixPattern(String(first))));
    case 'contains':
    case 'notContains':
      textOnly(node.attribute, attribute, node.method);
      return negate(
        node.method,
        or(...values.map((value) => like(column, containsPattern(String(value))))),
      );
    case 'search':
    case 'notSearch':
      textOnly(node.attribute, attribute, node.method);
      return negate(node.method, ilike(column, containsPattern(String(first))));
  }
}

function negate(method: string, condition: SQL | undefined): SQL | undefined {
  return method.startsWith('not') && condition ? not(condition) : condition;
}

/** The SQL of a parsed filter tree; unknown attributes and mistyped values are 400s. */
export function buildFilter(spec: ListSpec, node: FilterNode): SQL | undefined {
  if (node.kind === 'filter') return leaf(spec, node);
  const children = node.children.map((child) => buildFilter(spec, child));
  return node.kind === 'and' ? and(...children) : or(...children);
}
