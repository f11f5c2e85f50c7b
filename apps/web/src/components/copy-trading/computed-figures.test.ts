import { describe, expect, it } from 'vitest';
import { statistics } from '@/content/statistics';
import { computedItems } from '@/components/copy-trading/computed-figures';

describe('computedItems', () => {
  it("keeps the spec's figures while the source is the spec", () => {
    expect(
      computedItems(statistics.items, {
        source: 'spec',
        winRate: 0.4,
        profitFactor: 1,
        avgDurationHours: 3,
      }),
    ).toBeNull();
  });

  it('puts the computed win rate, profit factor and duration in place of the first three', () => {
    const items = computedItems(statistics.items, {
      source: 'computed',
      winRate: 0.6234,
      profitFactor: 2.5,
      avgDurationHours: 7.25,
    });
    expect(items?.map((item) => item.value)).toEqual([
      '62.34%',
      '2.50',
      '7.3 hours',
      statistics.items[3]!.value,
    ]);
    expect(items?.map((item) => item.label)).toEqual(statistics.items.map((item) => item.label));
  });

  it('says ∞ for gains without losses and — with nothing to say', () => {
    const items = computedItems(statistics.items, {
      source: 'computed',
      winRate: null,
      profitFactor: 'infinity',
      avgDurationHours: null,
    });
    expect(items?.slice(0, 3).map((item) => item.value)).toEqual(['—', '∞', '—']);
  });
});
