import {
  centsToInput,
  messages,
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

/** Title, Min, Max (dollars), ROI (percent per day) and Duration (days), checked with `ZPlanForm`. */
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
    defaultValues: defaultValues ?? { title: '' },
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
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={t.planDurationPlaceholder}
          error={errors.duration?.message}
          {...register('duration', number)}
        />
      </div>
      <Button type="submit" fullWidth busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
