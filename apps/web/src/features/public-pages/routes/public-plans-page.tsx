import { pageMeta } from '@/content/meta';
import { plansSection } from '@/content/landing';
import PlansGrid from '@/components/plans/plans-grid';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero } from '../components/page-hero';

/**
 * `/investment-plans`: the plans for a visitor (the footer's Plans: /plans sends a visitor here),
 * read-only cards with each
 * plan's amounts, daily ROI, duration and total over the term, and "Sign up to invest"; a signed-in
 * user's cards lead to /plans.
 */
export function PublicPlansPage() {
  usePageMeta(pageMeta.plans);
  return (
    <>
      <PageHero title={plansSection.pageTitle} lead={plansSection.pageLead} />
      <section
        aria-label={plansSection.pageTitle}
        className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
      >
        <PlansGrid signUpLabel={plansSection.ctaSignUp} />
      </section>
    </>
  );
}
