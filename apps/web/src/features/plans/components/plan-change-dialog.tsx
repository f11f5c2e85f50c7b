import { formatMoney, messages, type TPlan, type TTrade } from '@copyvest/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const t = messages.invest;

export type PlanChange = { plan: TPlan; amount: number };

type PlanChangeDialogProps = {
  /** The open trade, and the plan and amount it would move to; null: closed. */
  trade: TTrade | null;
  change: PlanChange | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Before an open trade moves to a plan: what it becomes (amount, ROI before and after, the new
 * term). A lower ROI is said in the title and confirmed with "Change plan".
 */
export function PlanChangeDialog({
  trade,
  change,
  busy,
  onConfirm,
  onCancel,
}: PlanChangeDialogProps) {
  const open = Boolean(trade && change);
  const lowerRoi = Boolean(trade && change && change.plan.roi < trade.roi);
  // The open trade's own plan: a top-up, not a change of plan.
  const topUp = Boolean(trade && change && trade.planId === change.plan.$id);
  const description =
    trade && change && topUp
      ? t.addText({
          amount: formatMoney(change.amount),
          plan: change.plan.title,
          total: formatMoney(trade.amount + change.amount),
          days: messages.money.days(change.plan.days),
        })
      : trade && change
        ? t.changeText({
            from: trade.planTitle,
            amount: formatMoney(trade.amount),
            plan: change.plan.title,
            total: formatMoney(trade.amount + change.amount),
            roi: messages.money.roiPerDay(change.plan.roi),
            previousRoi: messages.money.roiPerDay(trade.roi),
            days: messages.money.days(change.plan.days),
          })
        : '';
  return (
    <ConfirmDialog
      open={open}
      title={topUp ? t.addTitle : lowerRoi ? t.changeTitleLowerRoi : t.changeTitle}
      description={description}
      confirmLabel={topUp ? t.addConfirm : lowerRoi ? t.changeConfirmLowerRoi : t.changeConfirm}
      tone={lowerRoi && !topUp ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
