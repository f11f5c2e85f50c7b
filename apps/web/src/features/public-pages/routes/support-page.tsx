import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { FaqAccordion } from '@/components/marketing/faq-accordion';
import { buttonStyles } from '@/components/ui/button-styles';
import { pageMeta } from '@/content/meta';
import { feesAnswer, supportPage } from '@/content/pages';
import { usePageMeta } from '@/lib/page-meta';
import { usePublicSettings } from '@/lib/settings/public-settings';
import { useSession } from '@/lib/session/use-session';
import { PageHero } from '../components/page-hero';

// Loaded only for a signed-in visitor, so a visitor's page carries no ticket code (decision 052).
const MyTicketsSection = lazy(() =>
  import('../components/my-tickets-section').then((m) => ({ default: m.MyTicketsSection })),
);

/**
 * `/support`: help topics as questions and answers, and a way to reach the team; a signed-in
 * user also sees their support tickets and "New ticket" first (decision 052).
 */
export function SupportPage() {
  usePageMeta(pageMeta.support);
  const { user } = useSession();
  const signedIn = Boolean(user && !user.isGuest);
  // The fee the withdrawal form charges now (an admin setting), not the one the text was written with.
  const fees = usePublicSettings().settings.withdrawals;
  const itemsOf = (topic: (typeof supportPage.topics)[number]) =>
    topic.items.map((item) =>
      'id' in item && item.id === 'fees' ? { ...item, answer: feesAnswer(fees) } : item,
    );
  return (
    <>
      <PageHero title={supportPage.title} lead={supportPage.lead}>
        <nav aria-label={supportPage.topicsLabel} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {supportPage.topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-emerald-600 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:text-emerald-300"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {signedIn && (
          <Suspense fallback={null}>
            <MyTicketsSection />
          </Suspense>
        )}
        {supportPage.topics.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-title`}
            className="scroll-mt-24"
          >
            <h2
              id={`${topic.id}-title`}
              className="mb-5 text-2xl font-semibold text-slate-900 dark:text-white"
            >
              {topic.title}
            </h2>
            <FaqAccordion items={itemsOf(topic)} />
          </section>
        ))}
        <section
          aria-labelledby="support-contact-title"
          className="rounded-3xl bg-emerald-50 p-8 text-center dark:bg-emerald-950/40"
        >
          <h2
            id="support-contact-title"
            className="text-2xl font-semibold text-slate-900 dark:text-white"
          >
            {supportPage.contact.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-700 dark:text-slate-300">
            {supportPage.contact.body}
          </p>
          <Link
            to={supportPage.contact.cta.to}
            className={buttonStyles({ size: 'lg', className: 'mt-6' })}
          >
            {supportPage.contact.cta.label}
          </Link>
        </section>
      </div>
    </>
  );
}
