import { formatMoney, messages, termReturnPercent, type TPlan } from '@copyvest/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { QueryProvider } from '@/app/query-provider';
import { PlanCardFrame, PlanFactRow } from '@/components/plans/plan-card-frame';
import { buttonStyles } from '@/components/ui/button-styles';
import { plansSection } from '@/content/landing';
import { useSession } from '@/lib/session/use-session';
import { plansQueryOptions } from '@/lib/queries/plans';
import { PlansSkeleton } from './plans-skeleton';

/**
 * The plan cards from `GET /v1/plans`; each leads to /register, or to /plans when signed in.
 * `signUpLabel`: the visitor's call on the card (the landing's "Get started" by default).
 */
export default function PlansGrid({ signUpLabel }: { signUpLabel?: string } = {}) {
  return (
    <QueryProvider>
      <PlanCards signUpLabel={signUpLabel ?? plansSection.ctaSignedOut} />
    </QueryProvider>
  );
}

function PlanCards({ signUpLabel }: { signUpLabel: string }) {
  const plans = useQuery(plansQueryOptions);
  const { user } = useSession();
  const signedIn = Boolean(user);

  if (plans.isPending) return <PlansSkeleton />;
  if (plans.isError || plans.data.length === 0) {
    return (
      <div className="mx-auto mt-12 flex max-w-md flex-col items-center rounded-3xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
        <Inbox className="size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
          {messages.empty.plans}
        </p>
        {plans.isError && (
          <>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {plansSection.loadFailed}
            </p>
            <button
              type="button"
              onClick={() => void plans.refetch()}
              className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
            >
              {plansSection.retry}
            </button>
          </>
        )}
      </div>
    );
  }

  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {plans.data.map((plan) => (
        <li key={plan.$id}>
          <PlanCard plan={plan} signedIn={signedIn} signUpLabel={signUpLabel} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  plan,
  signedIn,
  signUpLabel,
}: {
  plan: TPlan;
  signedIn: boolean;
  signUpLabel: string;
}) {
  const titleId = `plan-${plan.$id}-title`;
  return (
    <PlanCardFrame
      plan={plan}
      titleId={titleId}
      headingLevel={3}
      recommendedLabel={plansSection.recommended}
      className="rounded-3xl p-7"
    >
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-5xl font-bold tracking-tight text-emerald-700 dark:text-emerald-400">
          {plan.roi}%
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {plansSection.roiLabel} {plansSection.roiSuffix}
        </span>
      </p>
      <dl className="mt-6 flex-1 space-y-3 text-sm">
        <PlanFactRow className="pb-3" label={plansSection.minLabel} value={formatMoney(plan.min)} />
        <PlanFactRow className="pb-3" label={plansSection.maxLabel} value={formatMoney(plan.max)} />
        <PlanFactRow
          className="pb-3"
          label={plansSection.durationLabel}
          value={plansSection.days(plan.days)}
          icon={<CalendarDays className="size-4" aria-hidden="true" />}
        />
        <PlanFactRow
          className="pb-3"
          label={plansSection.termReturnLabel}
          value={plansSection.termReturn(termReturnPercent(plan.roi, plan.days))}
        />
      </dl>
      <Link
        to={signedIn ? '/plans' : '/register'}
        aria-describedby={titleId}
        className={buttonStyles({
          fullWidth: true,
          size: 'lg',
          variant: plan.isRecommended ? 'primary' : 'secondary',
          className: 'mt-8',
        })}
      >
        {signedIn ? plansSection.ctaSignedIn : signUpLabel}
      </Link>
    </PlanCardFrame>
  );
}
