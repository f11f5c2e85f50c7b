import type { TPlan } from '@copyvest/shared';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type PlanCardFrameProps = {
  plan: TPlan;
  /** The heading's id, for aria-labelledby (and aria-describedby on the card's action). */
  titleId: string;
  headingLevel: 2 | 3;
  recommendedLabel: string;
  className?: string;
  children: ReactNode;
};

/** A plan's card: its frame (highlighted when recommended), title and recommended badge. */
export function PlanCardFrame({
  plan,
  titleId,
  headingLevel,
  recommendedLabel,
  className,
  children,
}: PlanCardFrameProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col border bg-white shadow-sm dark:bg-slate-900',
        plan.isRecommended
          ? 'border-emerald-600 ring-1 ring-emerald-600 dark:border-emerald-500 dark:ring-emerald-500'
          : 'border-slate-200 dark:border-slate-800',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading id={titleId} className="text-xl font-semibold text-slate-900 dark:text-white">
          {plan.title}
        </Heading>
        {plan.isRecommended && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-300">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {recommendedLabel}
          </span>
        )}
      </div>
      {plan.label && (
        <p className="mt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {plan.label}
        </p>
      )}
      {children}
    </article>
  );
}

/** One fact of a plan (min, max, ROI, duration) as a row of a description list. */
export function PlanFactRow({
  label,
  value,
  icon,
  className,
}: {
  label: string;
  value: string;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-4 border-b border-slate-100 last:border-0 dark:border-slate-800',
        className,
      )}
    >
      <dt className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}
