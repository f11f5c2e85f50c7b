import { lazy, Suspense } from 'react';
import { WhenNearViewport } from '@/components/marketing/when-near-viewport';
import { plansSection } from '@/content/landing';
import { PlansSkeleton } from '@/components/plans/plans-skeleton';
import { Section, SectionHeading } from './section';

// Its own chunk, fetched (with the plans) once the visitor nears the section: money formatting
// brings the schema library along.
const PlansGrid = lazy(() => import('@/components/plans/plans-grid'));

export function PlansSection() {
  return (
    <Section id={plansSection.id} titleId="plans-title">
      <SectionHeading
        id="plans-title"
        eyebrow={plansSection.eyebrow}
        title={plansSection.title}
        lead={plansSection.lead}
      />
      <WhenNearViewport placeholder={<PlansSkeleton />}>
        <Suspense fallback={<PlansSkeleton />}>
          <PlansGrid />
        </Suspense>
      </WhenNearViewport>
    </Section>
  );
}
