import {
  formatMoney,
  messages,
  parseSignedMoney,
  type TFigure,
  type TUser,
  ZAdjustment,
} from '@copyvest/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { Panel } from '@/components/ui/panel';
import { useAdjustUser } from '@/features/admin/api/adjust-user';
import {
  AdjustmentConfirmDialog,
  type PendingAdjustment,
} from '@/features/admin/components/adjustment-confirm-dialog';
import { toast } from '@/lib/toast';

const t = messages.admin;
const v = messages.validation;

const FIGURES: { figure: TFigure; label: string; button: string }[] = [
  { figure: 'balance', label: t.balance, button: t.updateBalance },
  { figure: 'profit', label: t.profit, button: t.updateProfit },
  { figure: 'bonus', label: t.bonus, button: t.updateBonus },
];

/**
 * Balance, Profit and Bonus with one signed dollar amount: the button under a figure adds the
 * amount to it (a negative amount subtracts). An empty amount sends nothing ("Enter amount first!").
 * A valid amount is sent only once the admin confirms it with the reason the user will see.
 */
export function AdjustmentCard({ user, heldBalance }: { user: TUser; heldBalance: number }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<PendingAdjustment | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const adjust = useAdjustUser(user.$id);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const busyFigure = adjust.isPending ? adjust.variables.figure : null;

  function update(figure: TFigure) {
    const parsed = parseSignedMoney(amount);
    if (!parsed.ok && parsed.reason === 'empty') {
      setError(undefined);
      toast.error(v.enterAmountFirst);
      return;
    }
    if (!parsed.ok) {
      setError(parsed.reason === 'too_large' ? v.amountTooLarge : v.amountInvalid);
      return;
    }
    const input = ZAdjustment.safeParse({ figure, amount: parsed.cents });
    if (!input.success) {
      const message = input.error.issues[0]?.message ?? v.amountInvalid;
      if (message === v.enterAmountFirst) toast.error(message);
      else setError(message);
      return;
    }
    setError(undefined);
    setReasonError(undefined);
    setPending({ figure, cents: input.data.amount, current: user[figure] });
  }

  function confirm() {
    if (!pending) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(t.adjustmentReasonRequired);
      return;
    }
    // Cleared once applied, unless the admin has typed another amount meanwhile.
    const sent = amount;
    adjust.mutate(
      { figure: pending.figure, amount: pending.cents, reason: trimmed },
      {
        onSuccess: () => {
          setAmount((current) => (current === sent ? '' : current));
          setReason('');
        },
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <Panel title={t.finances}>
      <div className="mb-4 max-w-sm">
        <label htmlFor={inputId} className={labelStyles}>
          {t.adjustmentAmount}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder={t.adjustmentPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className={inputStyles(Boolean(error))}
        />
        <p id={hintId} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          {t.adjustmentHint}
        </p>
        <FieldError id={errorId} message={error} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIGURES.map(({ figure, label, button }) => (
          <div
            key={figure}
            className="flex flex-col rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
            <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
              {formatMoney(user[figure])}
            </p>
            {figure === 'balance' && heldBalance > 0 && (
              <p className="mt-1 text-xs text-amber-800 dark:text-amber-300">
                {t.held(formatMoney(heldBalance))}
              </p>
            )}
            <div className="mt-auto pt-4">
              <Button
                variant="secondary"
                size="sm"
                fullWidth
                onClick={() => update(figure)}
                disabled={adjust.isPending}
                busy={busyFigure === figure}
              >
                {button}
              </Button>
            </div>
          </div>
        ))}
      </div>
      <AdjustmentConfirmDialog
        userName={user.name}
        pending={pending}
        reason={reason}
        onReasonChange={(next) => {
          setReason(next);
          if (next.trim()) setReasonError(undefined);
        }}
        error={reasonError}
        busy={adjust.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </Panel>
  );
}
