import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

describe('formatDate', () => {
  it('shows MM/DD/YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('01/05/2026');
    expect(formatDate(new Date(2024, 11, 31, 12).toISOString())).toBe('12/31/2024');
  });
  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
