import { describe, expect, it } from 'vitest';
import {
  dateRangeBounds,
  isCalendarDate,
  isTimeZone,
  nextCalendarDate,
  startOfDayIn,
} from './date-range.ts';
import { ZDateRange, ZTransactionListQuery } from './schemas/transaction-query.ts';

describe('calendar dates', () => {
  it.each(['2026-01-31', '2024-02-29', '1000-01-01', '9999-12-31'])('accepts %s', (text) => {
    expect(isCalendarDate(text)).toBe(true);
  });
  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-5', '0999-12-31', '', 'yesterday'])(
    'refuses %s',
    (text) => {
      expect(isCalendarDate(text)).toBe(false);
    },
  );
  it('steps to the next day across month and year ends', () => {
    expect(nextCalendarDate('2026-01-31')).toBe('2026-02-01');
    expect(nextCalendarDate('2026-12-31')).toBe('2027-01-01');
  });
});

describe('days in a time zone', () => {
  it('knows real zone names only', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('a day begins at local midnight, in winter and in summer time', () => {
    expect(startOfDayIn('2026-01-15', 'UTC').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'America/New_York').toISOString()).toBe(
      '2026-01-15T05:00:00.000Z',
    );
    expect(startOfDayIn('2026-07-15', 'America/New_York').toISOString()).toBe(
      '2026-07-15T04:00:00.000Z',
    );
    expect(startOfDayIn('2026-07-15', 'Asia/Tokyo').toISOString()).toBe('2026-07-14T15:00:00.000Z');
    // The day summer time starts in New York (2026-03-08) still begins at local midnight (EST).
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
  });

  it('a range covers whole days: from its first moment to the start of the day after "to"', () => {
    expect(dateRangeBounds({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      start: new Date('2026-03-01T00:00:00.000Z'),
      end: new Date('2026-03-02T00:00:00.000Z'),
    });
    expect(dateRangeBounds({ to: '2026-03-31', timeZone: 'Europe/Berlin' })).toEqual({
      end: new Date('2026-03-31T22:00:00.000Z'),
    });
    expect(dateRangeBounds({})).toEqual({});
  });

  it('the earliest and latest dates give valid bounds: a "to" of 9999-12-31 has no end', () => {
    const bounds = dateRangeBounds({
      from: '1000-01-01',
      to: '9999-12-31',
      timeZone: 'Pacific/Kiritimati',
    });
    expect(bounds.end).toBeUndefined();
    expect(Number.isFinite(bounds.start!.getTime())).toBe(true);
    expect(dateRangeBounds({ to: '9999-12-30' }).end).toEqual(new Date('9999-12-31T00:00:00.000Z'));
  });
});

describe('the date-range schema', () => {
  const first = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('accepts a range in order, one open end, or the same day twice', () => {
    expect(ZDateRange.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
    expect(ZDateRange.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(ZDateRange.safeParse({ to: '2026-01-31' }).success).toBe(true);
  });

  it('refuses from after to, an impossible date and an unknown zone, each with its reason', () => {
    expect(first(ZDateRange.safeParse({ from: '2026-02-01', to: '2026-01-31' }))).toBe(
      'The start date must be on or before the end date',
    );
    expect(first(ZTransactionListQuery.safeParse({ from: '2026-02-30' }))).toBe(
      'from must be a date written as YYYY-MM-DD',
    );
    expect(first(ZTransactionListQuery.safeParse({ to: '31/01/2026' }))).toBe(
      'to must be a date written as YYYY-MM-DD',
    );
    expect(first(ZTransactionListQuery.safeParse({ timeZone: 'Nowhere/Land' }))).toBe(
      'timeZone must be a time zone name such as Europe/London or UTC',
    );
  });
});
