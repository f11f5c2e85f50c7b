import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { about } from '@/content/landing';
import { Section, SectionHeading } from './section';

export function AboutSection() {
  return (
    <Section id={about.id} titleId="about-title">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={about.eyebrow}
            title={about.title}
            align="left"
          />
          <div className="mt-6 space-y-4 text-base leading-7 text-slate-600 dark:text-slate-300">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Link
            to={about.cta.to}
            className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-emerald-700 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-emerald-400 dark:hover:text-emerald-300"
          >
            {about.cta.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <ul className="space-y-4">
          {about.points.map((point) => (
            <li
              key={point}
              className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <CircleCheck
                className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-400"
                aria-hidden="true"
              />
              <span className="font-medium text-slate-800 dark:text-slate-100">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
