import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionAmounts } from './referral-commissions.ts';
import { MAX_COMMISSION_LEVELS, MAX_COMMISSION_TOTAL_BPS } from './settings/referrals.ts';

const levels = fc
  .array(fc.integer({ min: 0, max: MAX_COMMISSION_TOTAL_BPS }), {
    maxLength: MAX_COMMISSION_LEVELS,
  })
  .filter((l) => l.reduce((a, b) => a + b, 0) <= MAX_COMMISSION_TOTAL_BPS);

describe('commissionAmounts', () => {
  it('floors each level: 5 % and 2.5 % of $10.01 are 50 and 25 cents', () => {
    expect(commissionAmounts(10_01, [500, 250, 1])).toEqual([50, 25, 0]);
  });

  it('is whole cents, never more than each level’s share, and never sums above the configured share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_00 }), levels, (deposit, bps) => {
        const amounts = commissionAmounts(deposit, bps);
        expect(amounts).toHaveLength(bps.length);
        amounts.forEach((amount, i) => {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          // floor: within one cent below the exact share, never above it
          expect(amount * 10_000).toBeLessThanOrEqual(deposit * bps[i]!);
          expect((amount + 1) * 10_000).toBeGreaterThan(deposit * bps[i]!);
        });
        const total = amounts.reduce((a, b) => a + b, 0);
        const share = bps.reduce((a, b) => a + b, 0);
        expect(total * 10_000).toBeLessThanOrEqual(deposit * share);
        expect(total).toBeLessThanOrEqual(deposit);
      }),
    );
  });

  it('refuses what is not whole positive cents', () => {
    expect(() => commissionAmounts(-1, [100])).toThrow(RangeError);
    expect(() => commissionAmounts(1.5, [100])).toThrow(RangeError);
  });
});
