import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAdultOn, withdrawalAllowedByKyc, withdrawalNeedsKyc } from './kyc.ts';

describe('the KYC rule of a withdrawal', () => {
  it('never needs it; always needs it; above a threshold only strictly above', () => {
    expect(withdrawalNeedsKyc({ required: 'never', withdrawalThreshold: 0 }, 1)).toBe(false);
    expect(withdrawalNeedsKyc({ required: 'always', withdrawalThreshold: 999 }, 1)).toBe(true);
    const above = { required: 'above_threshold' as const, withdrawalThreshold: 100_00 };
    expect(withdrawalNeedsKyc(above, 100_00)).toBe(false);
    expect(withdrawalNeedsKyc(above, 100_01)).toBe(true);
  });

  it('an approved identity withdraws under every setting; no other status does where it is needed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('never', 'always', 'above_threshold' as const),
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.constantFrom('not_submitted', 'pending', 'rejected' as const),
        (required, withdrawalThreshold, amount, status) => {
          const settings = { required, withdrawalThreshold };
          expect(withdrawalAllowedByKyc(settings, amount, 'approved')).toBe(true);
          expect(withdrawalAllowedByKyc(settings, amount, status)).toBe(
            !withdrawalNeedsKyc(settings, amount),
          );
        },
      ),
    );
  });

  it('an adult is 18 on their birthday, not the day before', () => {
    expect(isAdultOn('2000-03-15', new Date('2018-03-15T00:00:00Z'))).toBe(true);
    expect(isAdultOn('2000-03-15', new Date('2018-03-14T23:59:59Z'))).toBe(false);
  });
});
