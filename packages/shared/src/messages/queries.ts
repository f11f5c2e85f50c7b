import { errors } from './errors.ts';

const invalid = (detail: string) => `${errors.queryInvalid}: ${detail}`;

/** `queries[]` mistakes (400 `general_query_invalid`), for list routes and the data API alike. */
export const queries = {
  /** A query the parser refused, shown (already shortened) with the reason below. */
  invalid: (shown: string, reason: string) => invalid(`${shown}. ${reason}`),
  attributeNotInSchema: (name: string) => invalid(`attribute not found in schema: ${name}`),
  valueNotValid: (shown: string, type: string, name: string) =>
    invalid(`${shown} is not a valid ${type} for ${name}`),
  textOnly: (method: string, name: string) =>
    invalid(`${method} works on text attributes, not ${name}`),
  notOrderable: (attribute: string) => invalid(`${attribute} cannot be ordered by`),
  selectOnlyForOne: invalid('only select queries apply to one record'),
  valueInvalid: (detail: string) => invalid(detail),
  // Reasons given after the refused query.
  scalarValues: 'Values must be strings, numbers or booleans.',
  tooDeep: (depth: number) => `Queries may nest at most ${depth} levels.`,
  needsTwo: (method: string) => `"${method}" needs at least two queries.`,
  takesQueries: (method: string) => `"${method}" takes queries as its values.`,
  unknownMethod: (method: string) => `Unknown or misplaced method "${method}".`,
  needsAttribute: (method: string) => `"${method}" needs an attribute.`,
  valueCount: (method: string, arity: number | undefined) =>
    `"${method}" takes ${arity ?? 'one or more'} value${arity === 1 ? '' : 's'}.`,
  notJson: 'A query must be JSON such as {"method":"limit","values":[25]}.',
  disallowedText: 'Values must not contain control characters, lone surrogates or bidi overrides.',
  shape: 'A query must have a method and optional attribute and values.',
  tooMany: (max: number) => `At most ${max} queries are allowed.`,
  wholeNumber: (method: string, min: number, max: number) =>
    `"${method}" takes one whole number from ${min} to ${max}.`,
  onlyOne: (method: string) => `Only one "${method}" is allowed.`,
  cursorId: (method: string) => `"${method}" takes one record id.`,
  onlyOneCursor: 'Only one cursor is allowed.',
  selectNames: '"select" takes attribute names.',
} as const;
