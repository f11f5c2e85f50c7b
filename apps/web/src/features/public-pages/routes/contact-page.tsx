import { Clock, LifeBuoy, Mail, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LazyContactForm } from '@/components/marketing/lazy-contact-form';
import { pageMeta } from '@/content/meta';
import { contactPage } from '@/content/pages';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero } from '../components/page-hero';

const { details } = contactPage;

/** `/contact`: contact details and the contact form. */
export function ContactPage() {
  usePageMeta(pageMeta.contact);
  return (
    <>
      <PageHero title={contactPage.title} lead={contactPage.lead} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.5fr_1fr] lg:px-8">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="contact-form-title"
            className="mb-6 text-2xl font-semibold text-slate-900 dark:text-white"
          >
            {contactPage.formHeading}
          </h2>
          <LazyContactForm />
        </section>
        <section aria-labelledby="contact-details-title">
          <h2
            id="contact-details-title"
            className="text-2xl font-semibold text-slate-900 dark:text-white"
          >
            {details.heading}
          </h2>
          <dl className="mt-6 space-y-6">
            <Detail
              icon={<Mail className="size-5" aria-hidden="true" />}
              label={details.emailLabel}
            >
              <a
                href={`mailto:${details.email}`}
                className="rounded font-medium text-emerald-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
              >
                {details.email}
              </a>
            </Detail>
            <Detail
              icon={<Clock className="size-5" aria-hidden="true" />}
              label={details.hoursLabel}
            >
              {details.hours}
            </Detail>
            <Detail
              icon={<Timer className="size-5" aria-hidden="true" />}
              label={details.responseLabel}
            >
              {details.response}
            </Detail>
            <Detail
              icon={<LifeBuoy className="size-5" aria-hidden="true" />}
              label={details.helpLabel}
            >
              {details.helpBody}{' '}
              <Link
                to={details.helpLink.to}
                className="rounded font-medium text-emerald-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
              >
                {details.helpLink.label}
              </Link>
            </Detail>
          </dl>
        </section>
      </div>
    </>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[2.5rem_1fr] gap-x-4">
      <dt className="contents">
        <span className="row-span-2 inline-flex size-10 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300">
          {icon}
        </span>
        <span className="text-sm font-semibold text-slate-900 dark:text-white">{label}</span>
      </dt>
      <dd className="col-start-2 mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
        {children}
      </dd>
    </div>
  );
}
