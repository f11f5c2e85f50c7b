import { z } from 'zod';
import { shareOfCents } from './money.ts';

/**
 * The commission each level of referrers earns on an approved deposit (decision 055): level i
 * (1 = the direct referrer) earns floor(amount × bps[i-1] / 10 000) cents. Flooring each level
 * means the sum never exceeds the configured share of the deposit; a level that rounds to 0
 * earns nothing (no 0-cent transfer). Exact in integers (no float rounding).
 */
export function commissionAmounts(depositCents: number, levelsBps: readonly number[]): number[] {
  if (!Number.isSafeInteger(depositCents) || depositCents < 0) {
    throw new RangeError(`a deposit is whole positive cents: ${depositCents}`);
  }
  return levelsBps.map((bps) => shareOfCents(depositCents, bps));
}

/** One commission in the receiver's log (decision 055). */
export const ZCommission = z.object({
  $id: z.string(),
  $createdAt: z.string(),
  level: z.number().int(),
  /** Who deposited: their name (or e-mail when they gave none). */
  fromName: z.string(),
  /** Cents. */
  depositAmount: z.number().int(),
  bps: z.number().int(),
  /** Cents. */
  amount: z.number().int(),
  /** The commission's own transaction (`TNX-…`). */
  reference: z.string(),
});
export type TCommission = z.infer<typeof ZCommission>;

export const ZCommissionList = z.object({ total: z.number(), commissions: z.array(ZCommission) });
export type TCommissionList = z.infer<typeof ZCommissionList>;

export const ZCommissionListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** The referral tree (decision 055): per level, how many, what they deposited, what it earned. */
export const ZReferralTree = z.object({
  levels: z.array(
    z.object({
      level: z.number().int(),
      count: z.number().int(),
      /** Cents of their approved deposits. */
      deposits: z.number().int(),
      /** Cents of commissions this level paid the viewer. */
      commissions: z.number().int(),
    }),
  ),
  /** The commission rules now: whether on, and each level's basis points. */
  enabled: z.boolean(),
  levelsBps: z.array(z.number().int()),
});
export type TReferralTree = z.infer<typeof ZReferralTree>;
