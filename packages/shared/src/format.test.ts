import { describe, expect, it } from 'vitest';
import { formatAge, formatCountdown, formatDate, formatDateTime, formatRate } from './format.ts';

describe('formatDate', () => {
  it('shows MM/DD/YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('01/05/2026');
    expect(formatDate(new Date(2024, 11, 31, 12).toISOString())).toBe('12/31/2024');
  });
  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows MM/DD/YYYY and the time of day', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 14, 7))).toBe('01/05/2026 02:07 PM');
  });
  it('shows nothing for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatAge, formatRate and formatCountdown', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('says how long ago a rate was set', () => {
    expect(formatAge('2026-11-26T11:59:30Z', now)).toBe('just now');
    expect(formatAge('2026-11-26T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatAge('2026-11-26T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatAge('2026-11-23T12:00:00Z', now)).toBe('3 days ago');
  });
  it('shows a rate in dollars with up to 8 decimals', () => {
    expect(formatRate('64000')).toBe('$64,000.00');
    expect(formatRate('0.00012345')).toBe('$0.00012345');
  });
  it('counts down in m:ss, never below 0:00', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(61_500)).toBe('1:02');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(3_600_000 + 5_000)).toBe('1:00:05');
  });
});
