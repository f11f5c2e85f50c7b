import { lazy, Suspense } from 'react';
import { TickerTapeWidget } from '@/components/widgets/ticker-tape-widget';
import { pageMeta } from '@/content/meta';
import { usePageMeta } from '@/lib/page-meta';
import { HeroSection } from '../components/hero-section';

// The sections below the first screen load in parallel with its render, as one chunk; their
// anchors (#about, #services, #plans, #contact) appear with it and the scroll manager waits for them.
const BelowTheFold = lazy(() => import('../components/below-the-fold'));

/** `/`: the public landing page (the header and footer come from the public layout). */
export function LandingPage() {
  usePageMeta(pageMeta.landing);
  return (
    <>
      <HeroSection />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <TickerTapeWidget />
      </div>
      <Suspense fallback={<div aria-hidden="true" className="min-h-screen" />}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
