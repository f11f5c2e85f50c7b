import { reasons } from '@/content/landing';
import { CardGrid } from './card-grid';
import { Section, SectionHeading } from './section';

export function ReasonsSection() {
  return (
    <Section titleId="reasons-title" className="bg-slate-50 dark:bg-slate-900/40">
      <SectionHeading id="reasons-title" eyebrow={reasons.eyebrow} title={reasons.title} />
      <CardGrid items={reasons.items} columns={4} />
    </Section>
  );
}
