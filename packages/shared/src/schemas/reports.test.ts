import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REPORT_MAX_BUCKETS,
  reportBucketCount,
  reportBucketStart,
  ZReportRange,
} from './reports.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const aDay = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY, max: Date.UTC(2040, 0, 1) / DAY })
  .map((n) => iso(n * DAY));

/** The periods of a range counted the slow way: each day's period start, distinct. */
function countByWalking(from: string, to: string, granularity: 'day' | 'week' | 'month') {
  const starts = new Set<string>();
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    starts.add(reportBucketStart(iso(t), granularity));
  }
  return starts.size;
}

describe('report periods', () => {
  it('weeks start on Monday and months on the first', () => {
    expect(reportBucketStart('2026-11-26', 'week')).toBe('2026-11-23');
    expect(reportBucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(reportBucketStart('2026-11-22', 'week')).toBe('2026-11-16');
    expect(reportBucketStart('2026-11-26', 'month')).toBe('2026-11-01');
  });

  it('counts the periods a range touches as walking its days would', () => {
    fc.assert(
      fc.property(
        aDay,
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('day' as const, 'week' as const, 'month' as const),
        (from, length, granularity) => {
          const to = iso(Date.parse(`${from}T00:00:00Z`) + length * DAY);
          expect(reportBucketCount(from, to, granularity)).toBe(
            countByWalking(from, to, granularity),
          );
        },
      ),
    );
  });

  it('refuses a range of more periods than the cap, and from after to', () => {
    const to = iso(Date.parse('2020-01-01T00:00:00Z') + (REPORT_MAX_BUCKETS - 1) * DAY);
    expect(ZReportRange.safeParse({ from: '2020-01-01', to }).success).toBe(true);
    const tooFar = iso(Date.parse(`${to}T00:00:00Z`) + DAY);
    expect(ZReportRange.safeParse({ from: '2020-01-01', to: tooFar }).success).toBe(false);
    expect(
      ZReportRange.safeParse({ from: '2020-01-01', to: tooFar, granularity: 'week' }).success,
    ).toBe(true);
    expect(ZReportRange.safeParse({ from: '2020-02-01', to: '2020-01-01' }).success).toBe(false);
  });
});
