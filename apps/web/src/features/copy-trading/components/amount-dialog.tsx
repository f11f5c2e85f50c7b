import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { type ReadAmount } from '@/features/copy-trading/utils/read-allocation';

const t = messages.copyPages;

type AmountDialogProps = {
  open: boolean;
  title: string;
  description: string;
  label: string;
  hint: string;
  /** Reads and checks the typed amount. */
  read: (text: string) => ReadAmount;
  confirmTitle: string;
  confirmText: (cents: number) => string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (cents: number) => void;
  onClose: () => void;
};

/**
 * An amount of money to move, in two steps: the amount (checked as typed once submitted), then a
 * confirmation that says what moves where; nothing is sent before it is confirmed.
 */
export function AmountDialog(props: AmountDialogProps) {
  if (!props.open) return null;
  return <AmountSteps {...props} />;
}

function AmountSteps({
  title,
  description,
  label,
  hint,
  read,
  confirmTitle,
  confirmText,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: AmountDialogProps) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const result = read(text);
  const error = submitted && !result.ok ? result.message : undefined;

  if (confirming !== null) {
    return (
      <ConfirmDialog
        open
        title={confirmTitle}
        description={confirmText(confirming)}
        confirmLabel={confirmLabel}
        tone="primary"
        busy={busy}
        onConfirm={() => onConfirm(confirming)}
        onCancel={() => setConfirming(null)}
      />
    );
  }
  return (
    <Modal open onClose={onClose} title={title} description={description}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (result.ok) setConfirming(result.cents);
        }}
      >
        <TextField
          label={label}
          hint={hint}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          data-autofocus
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {messages.common.cancel}
          </Button>
          <Button type="submit">{t.continue}</Button>
        </div>
      </form>
    </Modal>
  );
}
