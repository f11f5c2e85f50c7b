/**
 * The plans a brand-new installation starts with (admins edit or delete them), and the total a
 * plan pays over its term. The landing page's "up to 80% return" is the best of these totals:
 * `starter-plans.test.ts` keeps the claim and the plans in agreement.
 */
export const STARTER_PLANS = [
  { title: 'Basic Plan', min: 100_00, max: 999_00, roi: 2, days: 7, isRecommended: false },
  { title: 'Silver Plan', min: 1_000_00, max: 4_999_00, roi: 3.5, days: 14, isRecommended: true },
  // 4 % a day for 20 days: 80 %, the landing's claim (it paid 5 % for 30 days, 150 %).
  { title: 'Gold Plan', min: 5_000_00, max: 50_000_00, roi: 4, days: 20, isRecommended: false },
] as const;

/** What a plan pays over its whole term, in percent of the amount: daily ROI × days. */
export function termReturnPercent(roi: number, days: number): number {
  return Math.round(roi * days * 100) / 100;
}

/** The landing banner's "up to" figure: the best total of the starter plans. */
export const STARTER_BEST_TERM_RETURN = Math.max(
  ...STARTER_PLANS.map((plan) => termReturnPercent(plan.roi, plan.days)),
);
