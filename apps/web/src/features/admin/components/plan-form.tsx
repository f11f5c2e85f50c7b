import {
  centsToInput,
  messages,
  PLAN_MAX_ROI_PER_DAY,
  planFormToInput,
  type TPlan,
  type TPlanForm,
  type TPlanInput,
  type ZPlanForm,
} from '@copyvest/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver } from '@/lib/lazy-resolver';

const t = messages.admin;
type PlanFormOutput = z.output<typeof ZPlanForm>;

const validation = lazyResolver<TPlanForm, PlanFormOutput>(() =>
  import('@/features/admin/validation/plan-resolver').then((module) => module.planResolver),
);

/** A saved plan as form values: dollars, percent per day and days. */
export function planToFormValues(plan: TPlan): TPlanForm {
  return {
    title: plan.title,
    min: Number(centsToInput(plan.min)),
    max: Number(centsToInput(plan.max)),
    roi: plan.roi,
    duration: plan.days,
    isRecommended: plan.isRecommended,
    label: plan.label ?? '',
  };
}

type PlanFormProps = {
  defaultValues?: TPlanForm;
  submitLabel: string;
  busy: boolean;
  /** The API body (`planFormToInput`): min and max in cents. */
  onSubmit: (input: TPlanInput) => void;
  /** The server's refusal of the title (another plan has it), shown under Title and focused. */
  titleError?: string;
};

/**
 * Title, Min, Max (dollars), ROI (percent per day, at most PLAN_MAX_ROI_PER_DAY) and Duration
 * (days), each with its unit, a label and Recommended; checked with `ZPlanForm`.
 */
export function PlanForm({
  defaultValues,
  submitLabel,
  busy,
  onSubmit,
  titleError,
}: PlanFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPlanForm, unknown, PlanFormOutput>({
    resolver: validation.resolver,
    defaultValues: defaultValues ?? { title: '', isRecommended: false, label: '' },
  });
  const number = { valueAsNumber: true } as const;

  useEffect(() => {
    if (titleError)
      setError('title', { type: 'server', message: titleError }, { shouldFocus: true });
  }, [titleError, setError]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(planFormToInput(values)))}
      onFocus={validation.preload}
      className="space-y-4"
    >
      <TextField
        label={t.planTitle}
        placeholder={t.planTitlePlaceholder}
        autoComplete="off"
        data-autofocus
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.planMin}
          hint={t.planMinHint}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          placeholder={t.planMinPlaceholder}
          error={errors.min?.message}
          {...register('min', number)}
        />
        <TextField
          label={t.planMax}
          hint={t.planMaxHint}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          placeholder={t.planMaxPlaceholder}
          error={errors.max?.message}
          {...register('max', number)}
        />
        <TextField
          label={t.planRoi}
          hint={t.planRoiHint(PLAN_MAX_ROI_PER_DAY)}
          max={PLAN_MAX_ROI_PER_DAY}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          placeholder={t.planRoiPlaceholder}
          error={errors.roi?.message}
          {...register('roi', number)}
        />
        <TextField
          label={t.planDuration}
          hint={t.planDurationHint}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={t.planDurationPlaceholder}
          error={errors.duration?.message}
          {...register('duration', number)}
        />
      </div>
      <TextField
        label={t.planLabel}
        placeholder={t.planLabelPlaceholder}
        autoComplete="off"
        maxLength={40}
        error={errors.label?.message}
        {...register('label')}
      />
      <label className="flex items-center gap-2.5 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-emerald-700"
          {...register('isRecommended')}
        />
        {t.planRecommended}
      </label>
      <Button type="submit" fullWidth busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
