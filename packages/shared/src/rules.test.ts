import { describe, expect, it } from 'vitest';
import {
  dailyProfit,
  investAmountError,
  plainDollars,
  planChangeAmountError,
  withdrawalAmountError,
  withdrawalFee,
} from './rules.ts';

const plan = { min: 100_00, max: 1_000_00 };

describe('planChangeAmountError', () => {
  it('judges the trade that would result, not the amount added', () => {
    const basic = { min: 100_00, max: 999_00 };
    expect(planChangeAmountError(1_200_00, 100_00, basic)).toBe(
      "Your trade would be $1,300.00, above this plan's maximum of $999.00.",
    );
    expect(planChangeAmountError(800_00, 199_00, basic)).toBeNull();
    expect(planChangeAmountError(0, 50_00, basic)).toBe(
      "Your trade would be $50.00, below this plan's minimum of $100.00.",
    );
  });
});

describe('investAmountError', () => {
  it.each([
    [undefined, 'Amount is required'],
    [0, 'Amount is required'],
    [99_99, 'Amount must be greater than or equal to 100'],
    [1_000_01, 'Amount must be less than or equal to 1000'],
    [600_00, 'Insufficient balance'],
    [500_00, null],
    [100_00, null],
  ])('%s → %s', (amount, message) => {
    expect(investAmountError(amount, plan, 500_00)).toBe(message);
  });

  it('names fractional plan limits with their cents', () => {
    expect(plainDollars(100_50)).toBe('100.50');
    expect(plainDollars(100_00)).toBe('100');
  });
});

describe('fees and profit', () => {
  it('refuses a withdrawal above the available balance', () => {
    expect(withdrawalAmountError(100_01, 100_00)).toBe('Insufficient balance');
    expect(withdrawalAmountError(100_00, 100_00)).toBeNull();
  });
  it('charges 10 % on withdrawals, rounded down', () => {
    expect(withdrawalFee(100_00)).toBe(10_00);
    expect(withdrawalFee(1_05)).toBe(10);
  });
  it('pays amount × ROI per day', () => {
    expect(dailyProfit(1_000_00, 250)).toBe(25_00);
  });
});
