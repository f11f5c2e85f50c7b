import { messages, ZDateRange } from '@copyvest/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { cn } from '@/lib/cn';
import type { DateRangeFilter as DateRange } from '@/lib/queries/date-range-params';

const t = messages.transactionDetail;

/** The range the fields hold when it is valid (the shared schema: real dates, from ≤ to), else its reason. */
export function checkDateRange(raw: {
  from: string;
  to: string;
}): { ok: true; range: DateRange } | { ok: false; message: string } {
  const range = { from: raw.from || undefined, to: raw.to || undefined };
  const parsed = ZDateRange.safeParse(range);
  if (parsed.success) return { ok: true, range };
  return { ok: false, message: parsed.error.issues[0]?.message ?? t.dateRange };
}

/**
 * From and To date fields for a transaction list. Only a valid range reaches the list
 * (`onChange`); an invalid one says why under the fields and the list keeps the last valid one.
 */
export function DateRangeFilter({
  onChange,
  className,
}: {
  onChange: (range: DateRange) => void;
  className?: string;
}) {
  const [raw, setRaw] = useState({ from: '', to: '' });
  const id = useId();
  const check = checkDateRange(raw);
  const error = check.ok ? undefined : check.message;
  const errorId = `${id}-error`;

  function update(next: { from: string; to: string }) {
    setRaw(next);
    const result = checkDateRange(next);
    if (result.ok) onChange(result.range);
  }

  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="sr-only">{t.dateRange}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 sm:w-40 sm:flex-none">
          <label htmlFor={`${id}-from`} className={cn(labelStyles, 'mb-1 text-xs')}>
            {t.dateFrom}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={raw.from}
            max={raw.to || undefined}
            onChange={(event) => update({ ...raw, from: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputStyles(Boolean(error), undefined, 'sm')}
          />
        </div>
        <div className="min-w-0 flex-1 sm:w-40 sm:flex-none">
          <label htmlFor={`${id}-to`} className={cn(labelStyles, 'mb-1 text-xs')}>
            {t.dateTo}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={raw.to}
            min={raw.from || undefined}
            onChange={(event) => update({ ...raw, to: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputStyles(Boolean(error), undefined, 'sm')}
          />
        </div>
        {(raw.from || raw.to) && (
          <Button
            variant="ghost"
            size="sm"
            className="h-10"
            onClick={() => update({ from: '', to: '' })}
          >
            {t.clearDates}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        <FieldError id={errorId} message={error} />
      </div>
    </fieldset>
  );
}
