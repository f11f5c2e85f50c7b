import { usePublishedStatistics } from '@/components/copy-trading/use-published-statistics';
import { statistics } from '@/content/statistics';

/** The published performance figures on a dark band. */
export function StatsSection() {
  const items = usePublishedStatistics();
  return (
    <section
      aria-labelledby="stats-title"
      className="bg-slate-900 py-16 text-white sm:py-20 dark:bg-slate-900/70"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-emerald-400 uppercase">
            {statistics.eyebrow}
          </p>
          <h2 id="stats-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {statistics.title}
          </h2>
        </div>
        <dl className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <div
              key={item.label}
              className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-6 text-center"
            >
              <dt className="mt-2 text-sm text-slate-300">
                {item.label}
                {item.note && (
                  <span className="mt-1 block text-xs text-slate-400">{item.note}</span>
                )}
              </dt>
              <dd className="text-4xl font-bold tracking-tight text-emerald-400">{item.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-center text-xs text-slate-400">{statistics.disclaimer}</p>
      </div>
    </section>
  );
}
