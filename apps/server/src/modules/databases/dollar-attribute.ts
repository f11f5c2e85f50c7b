import { dollarsToExactCents, messages } from '@copyvest/shared';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { appError } from '../../lib/errors.ts';
import type { AttributeSpec } from '../../lib/queries/list-spec.ts';

/**
 * A money attribute of the data API: dollars on the wire, cents in the column. A query value with
 * more than 2 decimals is refused, never rounded. (Also percent ↔ basis points: the same × 100.)
 */
export function dollarAttribute(
  name: string,
  column: PgColumn,
  what: string = messages.data.dollars,
): AttributeSpec {
  return {
    column,
    type: 'number',
    toDb: (value) => {
      const cents = dollarsToExactCents(value as number);
      if (cents === undefined) {
        throw appError(
          'general_query_invalid',
          messages.queries.valueInvalid(messages.data.invalidValue(name, what)),
        );
      }
      return cents;
    },
  };
}
