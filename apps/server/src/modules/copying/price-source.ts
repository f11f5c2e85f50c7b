import { ZPrice } from '@copyvest/shared';

/**
 * Where a position's prices come from (decision 043). The first version takes the trader's own
 * entries, recorded with the time: the product has no market-data contract yet, and a trader's
 * book must be settled at the prices the trader acted on. A market-data source implements the same
 * interface later (and may refuse a price too far from the market).
 */
export interface PriceSource {
  /** The price a position opens at: a decimal string of at most 8 decimals. */
  entryPrice(input: { instrumentId: string; entered: string; at: Date }): Promise<string>;
  /** The price a close (or a part of it) settles at. */
  exitPrice(input: { instrumentId: string; entered: string; at: Date }): Promise<string>;
}

/** The trader's own prices, as typed (already validated by `ZPrice`). */
export const traderEnteredPrices: PriceSource = {
  entryPrice: async ({ entered }) => ZPrice.parse(entered),
  exitPrice: async ({ entered }) => ZPrice.parse(entered),
};
