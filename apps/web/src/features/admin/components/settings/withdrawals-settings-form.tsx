import {
  centsToInput,
  formatMoney,
  messages,
  parseMoney,
  parseSettingsGroup,
  type TWithdrawalsSettings,
} from '@copyvest/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useSaveSettings } from '@/features/admin/api/settings';
import { SettingsSection } from './settings-section';

const t = messages.settings;

/** The withdrawal fee: checked by the shared schema, saved after a confirmation (a money rule). */
export function WithdrawalsSettingsForm({ value }: { value: TWithdrawalsSettings }) {
  const save = useSaveSettings('withdrawals');
  const [percent, setPercent] = useState(String(value.feePercent));
  const [minFee, setMinFee] = useState(centsToInput(value.minFeeCents));
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<TWithdrawalsSettings>();

  function check() {
    const money = minFee.trim() === '' ? { ok: true as const, cents: 0 } : parseMoney(minFee);
    if (!money.ok) return setProblem(t.moneyInvalid(t.minFee));
    const parsed = parseSettingsGroup('withdrawals', {
      feePercent: percent.trim() === '' ? undefined : Number(percent),
      minFeeCents: money.cents,
    });
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(undefined);
    setPending(parsed.value);
  }

  return (
    <SettingsSection
      title={t.withdrawalsTitle}
      text={t.withdrawalsText}
      problem={problem}
      busy={save.isPending}
      onSubmit={check}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.feePercent}
          hint={t.feePercentHint}
          inputMode="decimal"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
        />
        <TextField
          label={t.minFee}
          hint={t.minFeeHint}
          inputMode="decimal"
          value={minFee}
          onChange={(event) => setMinFee(event.target.value)}
        />
      </div>
      <ConfirmDialog
        open={pending !== undefined}
        title={t.feeConfirmTitle}
        description={
          pending
            ? t.feeConfirmText(String(pending.feePercent), formatMoney(pending.minFeeCents))
            : ''
        }
        tone="primary"
        busy={save.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={() =>
          pending && save.mutate(pending, { onSettled: () => setPending(undefined) })
        }
      />
    </SettingsSection>
  );
}
