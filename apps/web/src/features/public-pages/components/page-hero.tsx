import type { ReactNode } from 'react';

/** The page's heading band: its only h1, a lead paragraph and an optional line under it. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-emerald-50 to-white dark:border-slate-800 dark:from-emerald-950/30 dark:to-slate-950">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-slate-600 dark:text-slate-300">
          {lead}
        </p>
        {children}
      </div>
    </div>
  );
}
