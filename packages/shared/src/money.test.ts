import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  centsToInput,
  dollarsToExactCents,
  formatMoney,
  MAX_AMOUNT_CENTS,
  parseMoney,
  parseSignedMoney,
  shareOfCents,
  ZCents,
  zMoneyInput,
} from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['100', 100_00],
    ['1,250.5', 1_250_50],
    ['$1,250.50', 1_250_50],
    [' 0.99 ', 99],
    ['12.', 12_00],
    ['1000000', 1_000_000_00],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseMoney(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['-5', 'invalid'],
    ['1.234', 'invalid'],
    ['1,23.00', 'invalid'],
    ['1e5', 'invalid'],
    ['NaN', 'invalid'],
    ['1000000000.01', 'too_large'],
    ['99999999999999', 'too_large'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(parseMoney(input)).toEqual({ ok: false, reason });
  });

  it('reads a signed adjustment', () => {
    expect(parseSignedMoney('-25.5')).toEqual({ ok: true, cents: -25_50 });
    expect(parseSignedMoney('10')).toEqual({ ok: true, cents: 10_00 });
  });
});

describe('formatting', () => {
  it('shows dollars with exactly 2 decimals and thousands separators', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-2550)).toBe('-$25.50');
    expect(formatMoney(MAX_AMOUNT_CENTS)).toBe('$1,000,000,000.00');
  });

  it('prefills inputs without separators', () => {
    expect(centsToInput(123456)).toBe('1234.56');
    expect(centsToInput(-5)).toBe('-0.05');
  });

  it('refuses non-integer cents', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });
});

describe('shareOfCents', () => {
  it('rounds a share down to the cent, exactly for large amounts', () => {
    expect(shareOfCents(10_00, 1000)).toBe(1_00);
    expect(shareOfCents(999, 1000)).toBe(99);
    expect(shareOfCents(MAX_AMOUNT_CENTS, 333)).toBe(3_330_000_000);
  });
});

describe('API and form amounts', () => {
  it('ZCents accepts positive integer cents only', () => {
    expect(ZCents.safeParse(100).success).toBe(true);
    for (const bad of [0, -1, 1.5, '100', MAX_AMOUNT_CENTS + 1, Number.NaN]) {
      expect(ZCents.safeParse(bad).success).toBe(false);
    }
    expect(ZCents.safeParse(undefined).error?.issues[0]?.message).toBe('Amount is required');
  });

  it('zMoneyInput turns typed dollars into cents with the form message when empty', () => {
    const schema = zMoneyInput('Please enter an amount');
    expect(schema.parse('1,000.10')).toBe(1_000_10);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Please enter an amount');
    expect(schema.safeParse('0').error?.issues[0]?.message).toBe(
      'Enter a valid amount in dollars and cents',
    );
    expect(schema.safeParse('9999999999').error?.issues[0]?.message).toBe('Amount is too large');
  });
});

describe('dollars on the wire (data API records)', () => {
  it.each([
    [12345, 123.45],
    [1, 0.01],
    [0, 0],
    [100_000_000_000, 1_000_000_000],
    [-250, -2.5],
  ])('%i cents is %d dollars, and back exactly', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
    expect(dollarsToExactCents(dollars)).toBe(cents);
  });

  it.each([0.1 + 0.2, 1.005, 12.345, Number.NaN, Infinity, 1e12, 2 ** 60])(
    '%d is refused instead of rounded',
    (dollars) => {
      expect(dollarsToExactCents(dollars)).toBeUndefined();
    },
  );
});
