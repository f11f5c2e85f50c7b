import { messages, type TTraderProfile, ZTraderProfileEdit } from '@copyvest/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { TextField } from '@/components/ui/text-field';
import { useEditTraderProfile } from '@/features/copy-trading/api/trader-console';
import { fieldErrors } from '@/components/copy-trading/read-form';

const t = messages.copyPages;

/** The trader's own display name and strategy (`PATCH /v1/trader/profile`). */
export function TraderProfileForm({ profile }: { profile: TTraderProfile }) {
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [strategy, setStrategy] = useState(profile.strategy);
  const [submitted, setSubmitted] = useState(false);
  const strategyId = useId();
  const edit = useEditTraderProfile();
  const { data, errors } = fieldErrors(ZTraderProfileEdit.safeParse({ displayName, strategy }));
  const shown = submitted ? errors : {};
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (data) edit.run(data);
      }}
    >
      <TextField
        label={t.displayName}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        error={shown.displayName}
        autoComplete="off"
      />
      <div>
        <label htmlFor={strategyId} className={labelStyles}>
          {t.strategy}
        </label>
        <textarea
          id={strategyId}
          rows={4}
          value={strategy}
          onChange={(event) => setStrategy(event.target.value)}
          aria-invalid={shown.strategy ? true : undefined}
          aria-describedby={shown.strategy ? `${strategyId}-error` : undefined}
          className={inputStyles(Boolean(shown.strategy))}
        />
        <FieldError id={`${strategyId}-error`} message={shown.strategy} />
      </div>
      <Button type="submit" busy={edit.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
