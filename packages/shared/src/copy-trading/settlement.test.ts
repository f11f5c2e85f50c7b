import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  capLoss,
  closedBpsOf,
  floorDiv,
  mirrorPnlCents,
  parsePrice,
  profitShareCents,
  settleMirror,
  type MirrorPnlInput,
} from './settlement.ts';

const price = fc
  .tuple(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99_999_999 }))
  .filter(([whole, fraction]) => whole > 0 || fraction > 0)
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(8, '0')}`);
const side = fc.constantFrom('long' as const, 'short' as const);
const mirror = fc.record({
  equityAtOpen: fc.bigInt({ min: 1n, max: 10_000_000_00n }),
  sizeBps: fc.bigInt({ min: 1n, max: 10_000n }),
  closedBps: fc.bigInt({ min: 1n, max: 10_000n }),
  side,
  entryPrice: price.map(parsePrice),
  exitPrice: price.map(parsePrice),
});

/** The exact result as a fraction n / d (d > 0). */
function exact(m: MirrorPnlInput) {
  const sign = m.side === 'long' ? 1n : -1n;
  return {
    n: m.equityAtOpen * m.sizeBps * m.closedBps * sign * (m.exitPrice - m.entryPrice),
    d: 100_000_000n * m.entryPrice,
  };
}

describe('settlement arithmetic', () => {
  it('parses prices exactly, to 10^-8 units', () => {
    expect(parsePrice('100')).toBe(10_000_000_000n);
    expect(parsePrice('0.00000001')).toBe(1n);
    expect(parsePrice('110.5')).toBe(11_050_000_000n);
    expect(() => parsePrice('1e3')).toThrow();
    expect(() => parsePrice('-1')).toThrow();
  });

  it('floors toward minus infinity', () => {
    expect(floorDiv(7n, 2n)).toBe(3n);
    expect(floorDiv(-7n, 2n)).toBe(-4n);
    expect(floorDiv(-8n, 2n)).toBe(-4n);
  });

  it('the worked example: $500 long 10% at 100 → 110 gains $5.00; at 100 → 93.337 loses $3.34', () => {
    const base = {
      equityAtOpen: 500_00n,
      sizeBps: 1000n,
      closedBps: 10_000n,
      side: 'long' as const,
    };
    const gain = { ...base, entryPrice: parsePrice('100'), exitPrice: parsePrice('110') };
    expect(mirrorPnlCents(gain)).toBe(500n);
    // 500 × 0.1 × -0.06663 = -3.3315 dollars: the fraction of a cent is charged, -334 cents.
    const loss = { ...base, entryPrice: parsePrice('100'), exitPrice: parsePrice('93.337') };
    expect(mirrorPnlCents(loss)).toBe(-334n);
  });

  it('never pays a fraction of a cent: the result is within one cent below the real value', () => {
    fc.assert(
      fc.property(mirror, (m) => {
        const pnl = mirrorPnlCents(m);
        const { n, d } = exact(m);
        // pnl ≤ n/d < pnl + 1, i.e. the rounding (n/d − pnl) is in [0, 1).
        expect(pnl * d <= n).toBe(true);
        expect(n < (pnl + 1n) * d).toBe(true);
      }),
    );
  });

  it('no copy goes below zero, whatever the loss', () => {
    fc.assert(
      fc.property(mirror, fc.bigInt({ min: 0n, max: 10_000_000_00n }), (m, equity) => {
        const pnl = capLoss(mirrorPnlCents(m), equity);
        expect(equity + pnl >= 0n).toBe(true);
        expect(pnl >= mirrorPnlCents(m)).toBe(true);
      }),
    );
  });

  /**
   * The identity, per close: for every follower f, exact_f = computed_f + rounding_f with
   * rounding_f in [0, 1) cent, and computed_f = pnl_f − capped_f (capped_f ≥ 0: the loss the copy
   * could not bear). So Σ pnl + Σ rounding − Σ capped = Σ exact, the trader-side movement applied
   * to each follower's equity. In the books: the copies move by Σ (pnl − share), the trader's
   * balance by Σ share and the platform's trading results by −Σ pnl: the three sum to zero.
   */
  it('followers’ results, shares and rounding add up to the trader-side movement', () => {
    const follower = fc.record({
      equityAtOpen: fc.bigInt({ min: 1n, max: 1_000_000_00n }),
      equity: fc.bigInt({ min: 0n, max: 1_000_000_00n }),
      mark: fc.bigInt({ min: 0n, max: 1_000_000_00n }),
    });
    const close = fc.record({
      sizeBps: fc.bigInt({ min: 1n, max: 10_000n }),
      closedBps: fc.bigInt({ min: 1n, max: 10_000n }),
      side,
      entryPrice: price.map(parsePrice),
      exitPrice: price.map(parsePrice),
      shareBps: fc.bigInt({ min: 0n, max: 3000n }),
    });
    fc.assert(
      fc.property(close, fc.array(follower, { minLength: 1, maxLength: 30 }), (c, followers) => {
        let sumExactN = 0n; // Σ exact as a fraction over the common denominator d
        const d = 100_000_000n * c.entryPrice;
        let sumPnl = 0n;
        let sumShare = 0n;
        let sumCapped = 0n;
        let sumRoundingN = 0n;
        let equityBefore = 0n;
        let equityAfter = 0n;
        for (const f of followers) {
          const m = { ...c, equityAtOpen: f.equityAtOpen };
          const s = settleMirror({ ...m, equity: f.equity, highWaterMark: f.mark });
          const { n } = exact(m);
          sumExactN += n;
          sumPnl += s.pnl;
          sumShare += s.share;
          sumCapped += s.pnl - s.computed;
          sumRoundingN += n - s.computed * d;
          equityBefore += f.equity;
          equityAfter += s.equityAfter;
        }
        expect((sumPnl - sumCapped) * d + sumRoundingN).toBe(sumExactN);
        expect(sumRoundingN >= 0n && sumRoundingN < BigInt(followers.length) * d).toBe(true);
        // The books: copies + trader + platform results move by zero in total.
        expect(equityAfter - equityBefore + sumShare + -sumPnl).toBe(0n);
      }),
    );
  });

  it('takes a share only above the mark, and never twice on the same gain', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 1_000_000_00n }),
        fc.bigInt({ min: 0n, max: 1_000_000_00n }),
        fc.bigInt({ min: 0n, max: 3000n }),
        fc.bigInt({ min: -1_000_00n, max: 1_000_00n }),
        (equityAfter, mark, shareBps, next) => {
          const first = profitShareCents({ equityAfter, highWaterMark: mark, shareBps });
          if (equityAfter <= mark) expect(first.share).toBe(0n);
          else expect(first.share).toBe(((equityAfter - mark) * shareBps) / 10_000n);
          expect(first.highWaterMark >= mark).toBe(true);
          // The next close from the equity left: shared only on what lies above the new mark.
          const left = equityAfter - first.share + next;
          const second = profitShareCents({
            equityAfter: left,
            highWaterMark: first.highWaterMark,
            shareBps,
          });
          const above = left - first.highWaterMark;
          expect(second.share).toBe(above > 0n ? (above * shareBps) / 10_000n : 0n);
          // Both shares together never exceed the share of the whole gain over the first mark.
          const whole = equityAfter + (next > 0n ? next : 0n) - mark;
          if (whole > 0n)
            expect(first.share + second.share <= (whole * shareBps) / 10_000n + 1n).toBe(true);
        },
      ),
    );
  });

  it('closes a percent of what is open, rounded down, at least one basis point', () => {
    expect(closedBpsOf(10_000, 100)).toBe(10_000);
    expect(closedBpsOf(10_000, 50)).toBe(5000);
    expect(closedBpsOf(3, 50)).toBe(1);
    expect(closedBpsOf(1, 1)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 100 }), (o, p) => {
        const closed = closedBpsOf(o, p);
        expect(closed >= 1 && closed <= o).toBe(true);
      }),
    );
  });
});
