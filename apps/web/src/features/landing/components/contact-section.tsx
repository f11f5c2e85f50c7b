import { Clock, Mail } from 'lucide-react';
import { LazyContactForm } from '@/components/marketing/lazy-contact-form';
import { contactDetails } from '@/content/brand';
import { contactSection } from '@/content/landing';
import { Section, SectionHeading } from './section';

export function ContactSection() {
  return (
    <Section id={contactSection.id} titleId="contact-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow={contactSection.eyebrow}
            title={contactSection.title}
            lead={contactSection.lead}
            align="left"
          />
          <ul className="mt-8 space-y-4 text-sm text-slate-700 dark:text-slate-300">
            <li className="flex items-center gap-3">
              <Mail className="size-5 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
              <a
                href={`mailto:${contactDetails.supportEmail}`}
                className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500"
              >
                {contactDetails.supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Clock className="size-5 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
              {contactDetails.supportHours}
            </li>
          </ul>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <LazyContactForm whenNear />
        </div>
      </div>
    </Section>
  );
}
