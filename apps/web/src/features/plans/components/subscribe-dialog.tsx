import { formatMoney, messages } from '@copyvest/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { PlanChange } from './plan-change-dialog';

const t = messages.invest;

type SubscribeDialogProps = {
  /** The plan and amount of a first subscription (no trade open); null: closed. */
  subscription: PlanChange | null;
  /** Cents the user may invest now; unknown while loading (the balance line is then left out). */
  available: number | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Before a first investment leaves the balance: the plan, the amount, its ROI per day, the term
 * and the available balance afterwards.
 */
export function SubscribeDialog({
  subscription,
  available,
  busy,
  onConfirm,
  onCancel,
}: SubscribeDialogProps) {
  const description = subscription
    ? [
        t.subscribeText({
          amount: formatMoney(subscription.amount),
          plan: subscription.plan.title,
          roi: messages.money.roiPerDay(subscription.plan.roi),
          days: messages.money.days(subscription.plan.days),
        }),
        available === undefined
          ? ''
          : t.subscribeBalanceAfter(formatMoney(available - subscription.amount)),
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  return (
    <ConfirmDialog
      open={subscription !== null}
      title={t.subscribeTitle}
      description={description}
      confirmLabel={t.subscribeConfirm}
      tone="primary"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
