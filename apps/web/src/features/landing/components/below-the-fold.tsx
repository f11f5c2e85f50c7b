import { AboutSection } from './about-section';
import { BenefitsSection } from './benefits-section';
import { ChartSection } from './chart-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { PlansSection } from './plans-section';
import { ReasonsSection } from './reasons-section';
import { ServicesSection } from './services-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

/** Everything under the first screen, in its own chunk so the first screen loads sooner. */
export default function BelowTheFold() {
  return (
    <>
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
