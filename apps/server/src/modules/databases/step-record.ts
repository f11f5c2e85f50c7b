import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';
import { accessTo } from './access-scope.ts';
import { dataError } from './api-form.ts';
import type { AnyDataCollection, WriteContext } from './collections/data-collection.ts';
import { loadForWrite } from './load-for-write.ts';
import { respondRecord } from './respond-record.ts';

export interface StepRecordOptions {
  ctx: WriteContext;
  collection: AnyDataCollection;
  id: string;
  attribute: string;
  direction: 'increment' | 'decrement';
  /** Positive; default 1 (as the SDK's). */
  value?: number;
  /** Increment's `max` or decrement's `min`. */
  limit?: number | null;
}

/**
 * `increment…` / `decrement…`: only the collection's own counter operation (an admin's audited
 * ledger adjustment of balance, profit or bonus); everything else is refused before any change.
 */
export async function stepRecord(options: StepRecordOptions) {
  const { ctx, collection, id, attribute, direction } = options;
  accessTo(collection, 'step', ctx.viewer);
  if (!collection.attributes.includes(attribute))
    throw dataError.attributeNotFound(ctx.form, attribute);
  const row = await loadForWrite({ ctx, collection, operation: 'step', id });
  if (!collection.step) throw appError('user_unauthorized');
  const value = options.value ?? 1;
  if (!(value > 0)) {
    throw appError(
      'general_argument_invalid',
      messages.data.invalidValue('value', messages.data.positiveDollars),
    );
  }
  const limit = options.limit ?? undefined;
  await collection.step({
    ctx,
    row,
    attribute,
    value: direction === 'increment' ? value : -value,
    limit: direction === 'increment' ? { max: limit } : { min: limit },
  });
  return respondRecord({ ctx, collection, id });
}
