import { plainDecimal } from '@copyvest/shared';
import type { PaymentMethodRow } from '../payment-methods/index.ts';

/** A coin's price in US dollars, and when it was known. */
export interface Rate {
  rate: string;
  at: Date;
}

/**
 * Where a deposit quote's rate comes from (decision 044). The first source is the rate an admin
 * keeps on each payment method; a market feed can implement the same question later without the
 * quote changing.
 */
export interface RateSource {
  rateFor(method: PaymentMethodRow): Promise<Rate | null>;
}

/** The admin-maintained rate on the payment method (null when none was set). */
export const adminRates: RateSource = {
  async rateFor(method) {
    if (method.rate === null || method.rateUpdatedAt === null) return null;
    return { rate: plainDecimal(method.rate), at: method.rateUpdatedAt };
  },
};
