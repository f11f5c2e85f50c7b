import { messages } from '@copyvest/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';

type ReasonDialogProps = {
  open: boolean;
  title: string;
  description: string;
  /** The reason field's label. */
  label: string;
  confirmLabel: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * A decision that asks first, with the reason its subject will see (optional, up to 500
 * characters): deactivating a user, rejecting a deposit or withdrawal.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const reasonId = useId();
  return (
    <Modal
      open={props.open}
      onClose={props.busy ? () => undefined : props.onCancel}
      title={props.title}
      description={props.description}
    >
      <div className="mt-4">
        <label htmlFor={reasonId} className={labelStyles}>
          {props.label}
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
          {props.confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
