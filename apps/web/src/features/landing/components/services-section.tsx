import { services } from '@/content/landing';
import { CardGrid } from './card-grid';
import { Section, SectionHeading } from './section';

export function ServicesSection() {
  return (
    <Section id={services.id} titleId="services-title" className="bg-slate-50 dark:bg-slate-900/40">
      <SectionHeading
        id="services-title"
        eyebrow={services.eyebrow}
        title={services.title}
        lead={services.lead}
      />
      <CardGrid items={services.items} />
    </Section>
  );
}
