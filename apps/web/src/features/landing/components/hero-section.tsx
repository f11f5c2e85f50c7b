import { ArrowRight, CircleCheck, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { TranslateWidget } from '@/components/widgets/translate-widget';
import { hero } from '@/content/hero';
import { usePublicSettings } from '@/lib/settings/public-settings';

/** The banner ("up to 80% return"), headline, calls to action and a glance at the figures. */
export function HeroSection() {
  const [winRate, profitFactor] = usePublicSettings().settings.landing.statistics;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-emerald-50 via-white to-white dark:from-emerald-950/40 dark:via-slate-950 dark:to-slate-950"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10rem] size-[28rem] rounded-full bg-emerald-200/40 blur-3xl dark:bg-emerald-800/20"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 pt-10 pb-10 sm:px-6 sm:pt-14 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:px-8 lg:pb-14">
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-white/80 px-3 py-1 text-sm font-semibold text-emerald-800 shadow-sm dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300">
              <TrendingUp className="size-4" aria-hidden="true" />
              {hero.banner}
            </p>
            <TranslateWidget />
          </div>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{hero.bannerNote}</p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600 dark:text-slate-300">
            {hero.lead}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={hero.primaryCta.to} className={buttonStyles({ size: 'lg' })}>
              {hero.primaryCta.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <a
              href={hero.secondaryCta.href}
              className={buttonStyles({ size: 'lg', variant: 'secondary' })}
            >
              {hero.secondaryCta.label}
            </a>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:gap-6 dark:text-slate-300">
            {hero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CircleCheck
                  className="size-4 text-emerald-700 dark:text-emerald-400"
                  aria-hidden="true"
                />
                {highlight}
              </li>
            ))}
          </ul>
          <p className="mt-6 max-w-xl text-xs leading-5 text-slate-600 dark:text-slate-400">
            {hero.riskNote}
          </p>
        </div>

        <div aria-hidden="true" className="hidden sm:block">
          <div className="mx-auto max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-emerald-900/5 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
            <div className="flex items-center justify-between">
              <div>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {hero.illustration.label}
                </p>
                <p className="mt-1 text-3xl font-bold text-slate-900 dark:text-white">
                  {hero.illustration.value}
                </p>
              </div>
              <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-sm font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-300">
                {hero.illustration.change}
              </span>
            </div>
            <svg viewBox="0 0 300 100" className="mt-6 h-28 w-full" preserveAspectRatio="none">
              <defs>
                <linearGradient id="hero-spark" x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0%" stopColor="rgb(16 185 129)" stopOpacity="0.35" />
                  <stop offset="100%" stopColor="rgb(16 185 129)" stopOpacity="0" />
                </linearGradient>
              </defs>
              <path
                d="M0 85 L30 78 L60 80 L90 62 L120 66 L150 48 L180 52 L210 34 L240 38 L270 20 L300 12 L300 100 L0 100 Z"
                fill="url(#hero-spark)"
              />
              <path
                d="M0 85 L30 78 L60 80 L90 62 L120 66 L150 48 L180 52 L210 34 L240 38 L270 20 L300 12"
                fill="none"
                stroke="rgb(16 185 129)"
                strokeWidth="3"
                strokeLinejoin="round"
              />
            </svg>
            <dl className="mt-6 grid grid-cols-2 gap-4">
              {[winRate, profitFactor].map(
                (item) =>
                  item && (
                    <div
                      key={item.label}
                      className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60"
                    >
                      <dt className="text-xs text-slate-600 dark:text-slate-400">{item.label}</dt>
                      <dd className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">
                        {item.value}
                      </dd>
                    </div>
                  ),
              )}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
