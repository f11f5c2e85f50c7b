import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { errorMessage } from '@/lib/error-message';

const t = messages.twoFactor;
const loadSchema = () => import('./code-schema').then((module) => module.ZCodeForm);

/** Asks for a 6-digit code from the authenticator app and runs `onCode` with it. */
export function CodePrompt({
  intro,
  label = messages.access.authenticatorCode,
  submitLabel,
  onCode,
  onCancel,
}: {
  intro: string;
  /** The field's label: a code from the authenticator app unless told otherwise. */
  label?: string;
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const form = useSchemaForm({
    defaultValues: { code: '' },
    loadSchema,
    onSubmit: async ({ code }) => {
      setBusy(true);
      setError(undefined);
      try {
        await onCode(code.replace(/\s/g, ''));
      } catch (failure) {
        setError(
          failure instanceof ApiError && failure.type === 'user_invalid_token'
            ? messages.access.codeInvalid
            : errorMessage(failure),
        );
        // The typed code stays, to be corrected: emptying it would add the field's own error.
      } finally {
        setBusy(false);
      }
    },
  });
  return (
    <form {...form.formProps} className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <TextField
        label={label}
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder={messages.access.codePlaceholder}
        className="max-w-xs"
        {...form.field('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {busy ? t.confirming : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
