import { messages, REPORT_GRANULARITIES, type TReportRange, ZReportRange } from '@copyvest/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

const t = messages.reports;

/** The reports' range: from, to and granularity, checked by the shared schema before asking. */
export function ReportRangeForm({
  range,
  onChange,
}: {
  range: TReportRange;
  onChange: (range: TReportRange) => void;
}) {
  const [values, setValues] = useState(range);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZReportRange.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onChange(parsed.data);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
      aria-describedby={error ? 'report-range-error' : undefined}
    >
      <TextField
        label={t.from}
        type="date"
        value={values.from}
        onChange={(event) => setValues({ ...values, from: event.target.value })}
      />
      <TextField
        label={t.to}
        type="date"
        value={values.to}
        onChange={(event) => setValues({ ...values, to: event.target.value })}
      />
      <SelectField
        label={t.granularity}
        value={values.granularity}
        onChange={(event) =>
          setValues({ ...values, granularity: event.target.value as TReportRange['granularity'] })
        }
      >
        {REPORT_GRANULARITIES.map((granularity) => (
          <option key={granularity} value={granularity}>
            {t.granularities[granularity]}
          </option>
        ))}
      </SelectField>
      <Button type="submit">{t.apply}</Button>
      <div role="alert" className="sm:col-span-2 lg:col-span-4">
        <FieldError id="report-range-error" message={error} />
      </div>
    </form>
  );
}
