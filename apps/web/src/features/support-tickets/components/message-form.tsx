import {
  messages,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX,
} from '@copyvest/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';

const t = messages.tickets;

/** A message box (and, for a reply, up to three attachments) with its send button. */
export function MessageForm({
  label,
  submitLabel,
  busy,
  withAttachments,
  onSubmit,
  value,
  onChange,
  extra,
  blankMessage = t.messageRequired,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  withAttachments: boolean;
  onSubmit: (message: string, files: File[]) => Promise<unknown>;
  value: string;
  onChange: (value: string) => void;
  extra?: ReactNode;
  blankMessage?: string;
}) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [fileError, setFileError] = useState<string>();

  const pickFiles = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (picked.length > TICKET_ATTACHMENTS_MAX) {
      setFileError(t.tooManyAttachments(TICKET_ATTACHMENTS_MAX));
      return;
    }
    setFileError(undefined);
    setFiles(picked);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(blankMessage);
      return;
    }
    setError(undefined);
    try {
      await onSubmit(value, files);
      onChange('');
      setFiles([]);
    } catch {
      // The mutation's toast says why; the text stays for another try.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {extra}
      <div>
        <label htmlFor={`${id}-message`} className={labelStyles}>
          {label}
        </label>
        <textarea
          id={`${id}-message`}
          rows={5}
          maxLength={TICKET_MESSAGE_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputStyles(Boolean(error), 'h-auto min-h-28 resize-y py-2.5')}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      {withAttachments && (
        <div>
          <label htmlFor={`${id}-files`} className={labelStyles}>
            {t.attachments}
          </label>
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept={TICKET_ATTACHMENT_TYPES.join(',')}
            onChange={(event) => pickFiles(event.target.files)}
            aria-describedby={`${id}-files-hint ${fileError ? `${id}-files-error` : ''}`}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
          <p id={`${id}-files-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t.attachmentsHint(
              TICKET_ATTACHMENTS_MAX,
              `${TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024}MB`,
            )}
          </p>
          <FieldError id={`${id}-files-error`} message={fileError} />
        </div>
      )}
      <Button type="submit" busy={busy}>
        {busy ? t.sending : submitLabel}
      </Button>
    </form>
  );
}
