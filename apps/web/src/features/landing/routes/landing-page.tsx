import { TickerTapeWidget } from '@/components/widgets/ticker-tape-widget';
import { pageMeta } from '@/content/meta';
import { usePageMeta } from '@/lib/page-meta';
import { AboutSection } from '../components/about-section';
import { BenefitsSection } from '../components/benefits-section';
import { ChartSection } from '../components/chart-section';
import { ContactSection } from '../components/contact-section';
import { FaqSection } from '../components/faq-section';
import { HeroSection } from '../components/hero-section';
import { PlansSection } from '../components/plans-section';
import { ReasonsSection } from '../components/reasons-section';
import { ServicesSection } from '../components/services-section';
import { StatsSection } from '../components/stats-section';
import { TestimonialsSection } from '../components/testimonials-section';

/** `/`: the public landing page (the header and footer come from the public layout). */
export function LandingPage() {
  usePageMeta(pageMeta.landing);
  return (
    <>
      <HeroSection />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <TickerTapeWidget />
      </div>
      <AboutSection />
      <ServicesSection />
      <BenefitsSection />
      <StatsSection />
      <PlansSection />
      <ChartSection />
      <ReasonsSection />
      <TestimonialsSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}

export default LandingPage;
