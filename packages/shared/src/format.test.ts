import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

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
