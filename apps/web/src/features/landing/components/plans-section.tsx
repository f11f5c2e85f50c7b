import { lazy, Suspense } from 'react';
import { plansSection } from '@/content/landing';
import { PlansSkeleton } from './plans-skeleton';
import { Section, SectionHeading } from './section';

// Its own chunk: money formatting brings the schema library along.
const PlansGrid = lazy(() => import('./plans-grid'));

export function PlansSection() {
  return (
    <Section id={plansSection.id} titleId="plans-title">
      <SectionHeading
        id="plans-title"
        eyebrow={plansSection.eyebrow}
        title={plansSection.title}
        lead={plansSection.lead}
      />
      <Suspense fallback={<PlansSkeleton />}>
        <PlansGrid />
      </Suspense>
    </Section>
  );
}
