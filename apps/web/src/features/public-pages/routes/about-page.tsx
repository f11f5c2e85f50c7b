import { messages } from '@copyvest/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { usePublishedStatistics } from '@/components/copy-trading/use-published-statistics';
import { statistics } from '@/content/statistics';
import { pageMeta } from '@/content/meta';
import { aboutPage } from '@/content/pages';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero } from '../components/page-hero';

/** `/about`: the company, copy trading, how it works and what we stand for. */
export function AboutPage() {
  usePageMeta(pageMeta.about);
  const items = usePublishedStatistics();
  return (
    <>
      <PageHero title={aboutPage.title} lead={aboutPage.lead} />

      <section
        aria-labelledby="mission-title"
        className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
      >
        <h2
          id="mission-title"
          className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {aboutPage.story.heading}
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-8 text-slate-700 dark:text-slate-300">
          {aboutPage.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-slate-800 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-slate-200">
          <strong className="font-semibold">{aboutPage.services.heading}: </strong>
          {aboutPage.services.body}
        </p>
      </section>

      <section
        aria-labelledby="how-title"
        className="bg-slate-50 py-14 sm:py-20 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2
            id="how-title"
            className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {aboutPage.howItWorks.heading}
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {aboutPage.howItWorks.steps.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-emerald-700 text-sm font-bold text-white dark:bg-emerald-500 dark:text-slate-950"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                  {step.body}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="figures-title"
        className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
      >
        <h2
          id="figures-title"
          className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {statistics.title}
        </h2>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <div
              key={item.label}
              className="flex flex-col-reverse rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
            >
              <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {item.label}
                {item.note && <span className="mt-1 block text-xs">{item.note}</span>}
              </dt>
              <dd className="text-3xl font-bold text-emerald-700 dark:text-emerald-400">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">{statistics.disclaimer}</p>
        <p className="mt-4">
          <Link
            to="/traders"
            className="inline-flex items-center gap-1 rounded font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
          >
            {messages.copyPages.publishedOpenly}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>

        <h2 className="mt-16 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {aboutPage.values.heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {aboutPage.values.items.map((value) => (
            <li key={value.title} className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
              <h3 className="font-semibold text-slate-900 dark:text-white">{value.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {value.body}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-4xl rounded-3xl bg-slate-900 px-6 py-12 text-center sm:px-12 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white">
            {aboutPage.cta.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">{aboutPage.cta.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={aboutPage.cta.primary.to} className={buttonStyles({ size: 'lg' })}>
              {aboutPage.cta.primary.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link
              to={aboutPage.cta.secondary.to}
              className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-medium text-white ring-1 ring-white/40 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
            >
              {aboutPage.cta.secondary.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
