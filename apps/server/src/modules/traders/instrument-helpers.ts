import { and, ne, sql } from 'drizzle-orm';
import type { TInstrument } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { instruments } from '../../db/schema.ts';
import { appError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors.ts';

export const toInstrument = ({
  id,
  symbol,
  name,
  active,
}: typeof instruments.$inferSelect): TInstrument => ({ id, symbol, name, active });

/**
 * Two instruments with one symbol (letter case and spaces ignored) cannot be told apart by a
 * trader choosing one: 409 instrument_already_exists. The unique index on `symbol` catches a race
 * (see {@link uniqueSymbol}).
 */
export async function assertSymbolFree(tx: DbOrTx, symbol: string, exceptId?: string) {
  const same = sql`lower(trim(${instruments.symbol})) = lower(trim(${symbol}))`;
  const [taken] = await tx
    .select({ id: instruments.id })
    .from(instruments)
    .where(exceptId ? and(same, ne(instruments.id, exceptId)) : same)
    .limit(1);
  if (taken) throw appError('instrument_already_exists');
}

/** Runs a write, answering a unique violation (two admins, one symbol) with the 409. */
export async function uniqueSymbol<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw appError('instrument_already_exists');
    throw error;
  }
}
