import { messages } from '@copyvest/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';

const t = messages.admin;

type SuspendUserDialogProps = {
  open: boolean;
  name: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Deactivate asks first, with the reason its owner will see (optional, up to 500 characters). */
export function SuspendUserDialog(props: SuspendUserDialogProps) {
  const reasonId = useId();
  return (
    <Modal
      open={props.open}
      onClose={props.busy ? () => undefined : props.onCancel}
      title={t.suspendTitle(props.name)}
      description={t.suspendText}
    >
      <div className="mt-4">
        <label htmlFor={reasonId} className={labelStyles}>
          {t.suspendReason}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={500}
          value={props.reason}
          onChange={(event) => props.onReasonChange(event.target.value)}
          className={inputStyles(false, 'h-auto min-h-20 resize-y py-2.5')}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel} disabled={props.busy} data-autofocus>
          {messages.common.cancel}
        </Button>
        <Button variant="danger" onClick={props.onConfirm} busy={props.busy}>
          {t.deactivate}
        </Button>
      </div>
    </Modal>
  );
}
