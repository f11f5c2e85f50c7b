import { type LegalDocument as TLegalDocument, legalText } from '@/content/legal';
import { PageHero } from './page-hero';

const linkStyles =
  'rounded text-sm text-slate-700 hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:text-emerald-400';

/** A legal page: heading, last-updated date, a table of contents and numbered sections. */
export function LegalDocument({ document }: { document: TLegalDocument }) {
  const contentsLabel = legalText.contents;
  return (
    <>
      <PageHero title={document.title} lead={document.lead}>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {legalText.lastUpdated} <time>{document.lastUpdated}</time>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label={contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{contentsLabel}</h2>
          <ol className="mt-3 space-y-2 border-l border-slate-200 pl-4 dark:border-slate-800">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={linkStyles}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2
                id={`${section.id}-title`}
                className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white"
              >
                {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-7 text-slate-700 dark:text-slate-300">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul className="list-disc space-y-1.5 pl-6 marker:text-emerald-600">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
