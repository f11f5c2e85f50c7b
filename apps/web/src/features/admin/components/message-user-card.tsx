import { messages, type TAdminMessageInput, ZAdminMessageInput } from '@copyvest/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { useMessageUser } from '@/features/admin/api/user-tools';

const t = messages.userTools;

type Errors = Partial<Record<keyof TAdminMessageInput, string>>;

/** "Message this user": subject and text, confirmed, then an e-mail and a notification. */
export function MessageUserCard({ userId, email }: { userId: string; email: string }) {
  const send = useMessageUser(userId);
  const [values, setValues] = useState({ subject: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<TAdminMessageInput | null>(null);
  const messageId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAdminMessageInput.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof TAdminMessageInput;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setConfirming(parsed.data);
  };
  const confirm = () => {
    if (!confirming) return;
    send.run(confirming, {
      onSuccess: () => {
        setValues({ subject: '', message: '' });
        setConfirming(null);
      },
      onError: () => setConfirming(null),
    });
  };
  return (
    <Panel title={t.messageTitle}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t.messageHint}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t.subjectLabel}
          value={values.subject}
          error={errors.subject}
          onChange={(event) => setValues({ ...values, subject: event.target.value })}
        />
        <div>
          <label htmlFor={messageId} className={labelStyles}>
            {t.messageLabel}
          </label>
          <textarea
            id={messageId}
            rows={5}
            value={values.message}
            onChange={(event) => setValues({ ...values, message: event.target.value })}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageId}-error` : undefined}
            className={inputStyles(Boolean(errors.message))}
          />
          <FieldError id={`${messageId}-error`} message={errors.message} />
        </div>
        <div className="flex justify-end">
          <Button type="submit">{t.send}</Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t.confirmTitle}
        description={t.confirmText(email)}
        confirmLabel={t.send}
        tone="primary"
        busy={send.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </Panel>
  );
}
