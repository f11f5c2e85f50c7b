import { testimonials } from '@/content/landing';
import { usePublicSettings } from '@/lib/settings/public-settings';
import { Section, SectionHeading } from './section';
import { TestimonialCarousel } from './testimonial-carousel';

/** The five testimonials of the `landing` settings (the spec's by default, decision 053). */
export function TestimonialsSection() {
  const items = usePublicSettings().settings.landing.testimonials;
  return (
    <Section titleId="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow={testimonials.eyebrow}
        title={testimonials.title}
      />
      <TestimonialCarousel items={items} labels={testimonials} />
    </Section>
  );
}
