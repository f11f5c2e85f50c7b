import { formatMoney, MAX_AMOUNT_CENTS, messages, type TPlan } from '@copyvest/shared';
import { CalendarDays, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { readInvestAmount } from './invest-amount';

const t = messages.invest;

type PlanCardProps = {
  plan: TPlan;
  /** Cents the user may invest (balance minus held withdrawals); unknown while loading. */
  available: number | undefined;
  /** With a trade open, subscribing upgrades it. */
  upgrading: boolean;
  /** This plan's subscription is being sent. */
  busy: boolean;
  /** Another plan's subscription is being sent. */
  locked: boolean;
  onInvest: (planId: string, amount: number, done: () => void) => void;
};

/** One plan: title, limits, ROI per day, duration, and its own amount form. */
export function PlanCard({ plan, available, upgrading, busy, locked, onInvest }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });

  const limits = { min: plan.min, max: plan.max };
  const balance = available ?? MAX_AMOUNT_CENTS;

  function submit({ amount }: { amount: string }) {
    const read = readInvestAmount(amount, limits, balance);
    if (read.ok) onInvest(plan.id, read.cents, () => reset());
  }

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900',
        plan.isRecommended
          ? 'border-emerald-600 ring-1 ring-emerald-600 dark:border-emerald-500 dark:ring-emerald-500'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900 dark:text-white">
          {plan.title}
        </h2>
        {plan.isRecommended && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t.recommended}
          </span>
        )}
      </div>
      <p className="mt-4 text-3xl font-bold tracking-tight text-emerald-700 dark:text-emerald-400">
        {messages.money.roiPerDay(plan.roi)}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        <Row label={t.minAmount} value={formatMoney(plan.min)} />
        <Row label={t.maxAmount} value={formatMoney(plan.max)} />
        <Row label={t.roi} value={messages.money.roiPerDay(plan.roi)} />
        <Row
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
          placeholder={messages.money.amountPlaceholder}
          error={errors.amount?.message}
          {...register('amount', {
            validate: (amount) => {
              const read = readInvestAmount(amount, limits, balance);
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
          {busy ? t.subscribing : upgrading ? t.upgrade : t.subscribe}
        </Button>
      </form>
    </article>
  );
}

function Row({ label, value, icon }: { label: string; value: string; icon?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-slate-100 pb-2 last:border-0 dark:border-slate-800">
      <dt className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}
