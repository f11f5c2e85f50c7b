import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A landing page section: anchor target below the sticky header, heading linked to the region. */
export function Section({
  id,
  titleId,
  className,
  children,
}: {
  id?: string;
  titleId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn(
        'scroll-mt-16 py-16 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:py-24',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase dark:text-emerald-400">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {lead && (
        <p className="mt-4 text-base leading-7 text-pretty text-slate-600 dark:text-slate-400">
          {lead}
        </p>
      )}
    </div>
  );
}
