import { formatDateTime, messages, ZAdminNoteInput } from '@copyvest/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { useAddUserNote, useUserNotes } from '@/features/admin/api/user-tools';
import { errorMessage } from '@/lib/error-message';

const t = messages.userTools;

/** Admins' notes about the user (never shown to the user) and a form to add one. */
export function UserNotesCard({ userId }: { userId: string }) {
  const notes = useUserNotes(userId);
  const add = useAddUserNote(userId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAdminNoteInput.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => setBody(''),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <Panel title={t.notesTitle}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t.notesHint}</p>
      <form onSubmit={submit} noValidate className="mb-4">
        <label htmlFor={fieldId} className={labelStyles}>
          {t.noteLabel}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={inputStyles(Boolean(error))}
        />
        <FieldError id={`${fieldId}-error`} message={error} />
        <div className="mt-3 flex justify-end">
          <Button type="submit" busy={add.isPending}>
            {t.addNote}
          </Button>
        </div>
      </form>
      {notes.isPending ? (
        <LoadingState />
      ) : notes.isError ? (
        <ErrorState error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.notes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.notesEmpty}</p>
      ) : (
        <ul className="space-y-3">
          {notes.data.notes.map((note) => (
            <li
              key={note.$id}
              className="rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <p className="text-sm whitespace-pre-wrap text-slate-900 dark:text-slate-100">
                {note.body}
              </p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {t.noteBy(note.author?.name ?? t.formerAdmin, formatDateTime(note.$createdAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
