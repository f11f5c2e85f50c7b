import { benefits } from '@/content/landing';
import { FeatureIcon } from './feature-icon';
import { Section, SectionHeading } from './section';

export function BenefitsSection() {
  return (
    <Section titleId="benefits-title">
      <SectionHeading id="benefits-title" eyebrow={benefits.eyebrow} title={benefits.title} />
      <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <FeatureIcon name={item.icon} />
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-white">{item.title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {item.body}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
