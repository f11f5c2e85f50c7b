import { FaqAccordion } from '@/components/marketing/faq-accordion';
import { faq } from '@/content/landing';
import { Section, SectionHeading } from './section';

export function FaqSection() {
  return (
    <Section id="faq" titleId="faq-title" className="bg-slate-50 dark:bg-slate-900/40">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title} align="left" />
        <FaqAccordion items={faq.items} defaultOpen={0} />
      </div>
    </Section>
  );
}
