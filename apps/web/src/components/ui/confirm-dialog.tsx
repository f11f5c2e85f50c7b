import { messages } from '@copyvest/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in one or two sentences. */
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for irreversible actions. */
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action; the cancel button takes focus so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = messages.common.confirm,
  cancelLabel = messages.common.cancel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      description={description}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
