import { STARTER_BEST_TERM_RETURN, STARTER_PLANS, termReturnPercent } from '@copyvest/shared';
import { describe, expect, it } from 'vitest';
import { hero } from '@/content/hero';

describe("the landing banner's return claim", () => {
  it('agrees with the starter plans: "up to 80%" is the best total over a plan\'s term', () => {
    expect(STARTER_PLANS.map((plan) => termReturnPercent(plan.roi, plan.days))).toEqual([
      14, 49, 80,
    ]);
    expect(STARTER_BEST_TERM_RETURN).toBe(80);
    expect(hero.banner).toContain(`up to ${STARTER_BEST_TERM_RETURN}% return`);
    expect(hero.bannerNote).toMatch(/over its full term/);
  });
});
