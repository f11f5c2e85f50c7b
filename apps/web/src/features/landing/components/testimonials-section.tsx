import { testimonials } from '@/content/landing';
import { Section, SectionHeading } from './section';
import { TestimonialCarousel } from './testimonial-carousel';

export function TestimonialsSection() {
  return (
    <Section titleId="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow={testimonials.eyebrow}
        title={testimonials.title}
      />
      <TestimonialCarousel items={testimonials.items} labels={testimonials} />
    </Section>
  );
}
