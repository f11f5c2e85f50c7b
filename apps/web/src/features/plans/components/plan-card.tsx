import {
  centsToInput,
  formatMoney,
  MAX_AMOUNT_CENTS,
  messages,
  type TPlan,
} from '@copyvest/shared';
import { CalendarDays } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { PlanCardFrame, PlanFactRow } from '@/components/plans/plan-card-frame';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { readInvestAmount } from './invest-amount';

const t = messages.invest;

type PlanCardProps = {
  plan: TPlan;
  /** Cents the user may invest (balance minus held withdrawals); unknown while loading. */
  available: number | undefined;
  /** Cents in the open trade: subscribing then moves it to this plan. Undefined with none. */
  openAmount: number | undefined;
  /** The open trade is in this plan: subscribing adds to it (a top-up). */
  current?: boolean;
  /** This plan's subscription is being sent. */
  busy: boolean;
  /** Another plan's subscription is being sent. */
  locked: boolean;
  onInvest: (planId: string, amount: number, done: () => void) => void;
};

/** One plan: title, limits, ROI per day, duration, and its own amount form. */
export function PlanCard({
  plan,
  available,
  openAmount,
  current = false,
  busy,
  locked,
  onInvest,
}: PlanCardProps) {
  const titleId = `plan-${plan.$id}-title`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });

  const limits = { min: plan.min, max: plan.max };
  const balance = available ?? MAX_AMOUNT_CENTS;

  function submit({ amount }: { amount: string }) {
    const read = readInvestAmount(amount, limits, balance, openAmount);
    if (read.ok) onInvest(plan.$id, read.cents, () => reset());
  }

  return (
    <PlanCardFrame
      plan={plan}
      titleId={titleId}
      headingLevel={2}
      recommendedLabel={t.recommended}
      className="rounded-2xl p-6"
    >
      <p className="mt-4 text-3xl font-bold tracking-tight text-emerald-700 dark:text-emerald-400">
        {messages.money.roiPerDay(plan.roi)}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        <PlanFactRow className="pb-2" label={t.minAmount} value={formatMoney(plan.min)} />
        <PlanFactRow className="pb-2" label={t.maxAmount} value={formatMoney(plan.max)} />
        <PlanFactRow className="pb-2" label={t.roi} value={messages.money.roiPerDay(plan.roi)} />
        <PlanFactRow
          className="pb-2"
          label={t.duration}
          value={messages.money.days(plan.days)}
          icon={<CalendarDays className="size-4" aria-hidden="true" />}
        />
      </dl>
      <form noValidate onSubmit={handleSubmit(submit)} className="mt-6 space-y-3">
        <TextField
          label={t.amountFor(plan.title)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t.amountPlaceholder(centsToInput(plan.min).replace(/\.00$/, ''))}
          error={errors.amount?.message}
          {...register('amount', {
            validate: (amount) => {
              const read = readInvestAmount(amount, limits, balance, openAmount);
              return read.ok || read.message;
            },
          })}
        />
        <Button
          type="submit"
          fullWidth
          busy={busy}
          disabled={locked}
          variant={plan.isRecommended ? 'primary' : 'secondary'}
        >
          {busy
            ? t.subscribing
            : openAmount === undefined
              ? t.subscribe
              : current
                ? t.addToPlan
                : t.upgrade}
        </Button>
        {current && openAmount !== undefined && (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <span className="font-semibold text-slate-800 dark:text-slate-200">
              {t.currentPlan}.{' '}
            </span>
            {t.topUpRule(messages.money.roiPerDay(plan.roi), messages.money.days(plan.days))}
          </p>
        )}
      </form>
    </PlanCardFrame>
  );
}
