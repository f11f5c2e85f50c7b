import { formatMoney, messages, type TFigure } from '@copyvest/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';

const t = messages.admin;

export type PendingAdjustment = {
  figure: TFigure;
  /** Signed cents to add. */
  cents: number;
  /** The figure now and after the adjustment, in cents. */
  current: number;
};

type AdjustmentConfirmDialogProps = {
  userName: string;
  /** The adjustment waiting for confirmation; null: closed. */
  pending: PendingAdjustment | null;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** "Enter the reason the user will see" after a confirm without one. */
  error: string | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Before an admin's adjustment moves money: whose figure, how much, what it becomes, and the
 * reason the user will read on the transaction (required here; the API keeps it optional).
 */
export function AdjustmentConfirmDialog(props: AdjustmentConfirmDialogProps) {
  const reasonId = useId();
  const errorId = `${reasonId}-error`;
  const { pending } = props;
  const label = pending ? t[pending.figure] : '';
  return (
    <Modal
      open={pending !== null}
      onClose={props.busy ? () => undefined : props.onCancel}
      title={pending ? t.adjustmentConfirmTitle(label) : ''}
      description={
        pending
          ? t.adjustmentConfirmText({
              user: props.userName,
              figure: label,
              amount: formatMoney(Math.abs(pending.cents)),
              credit: pending.cents > 0,
              from: formatMoney(pending.current),
              to: formatMoney(pending.current + pending.cents),
            })
          : ''
      }
    >
      <div className="mt-4">
        <label htmlFor={reasonId} className={labelStyles}>
          {t.adjustmentReason}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={500}
          required
          value={props.reason}
          onChange={(event) => props.onReasonChange(event.target.value)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          className={inputStyles(Boolean(props.error), 'h-auto min-h-20 resize-y py-2.5')}
        />
        <FieldError id={errorId} message={props.error} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel} disabled={props.busy} data-autofocus>
          {messages.common.cancel}
        </Button>
        <Button variant="primary" onClick={props.onConfirm} busy={props.busy}>
          {pending ? t.adjustmentConfirm(label) : ''}
        </Button>
      </div>
    </Modal>
  );
}
