import { formatMoney, messages, type TWithdrawalRequest, withdrawalFee } from '@copyvest/shared';
import { usePublicSettings } from '@/lib/settings/public-settings';

const w = messages.withdrawal;

/**
 * The withdrawal's figures: amount, the processing fee (the settings', decision 053) and what
 * reaches the wallet. The server computes the fee again when the request is made and fixes it on it.
 */
export function FeeSummary({ form, methodName }: { form: TWithdrawalRequest; methodName: string }) {
  const rule = usePublicSettings().settings.withdrawals;
  const fee = withdrawalFee(form.amount, rule);
  return (
    <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      <Row label={w.amountRequested} value={formatMoney(form.amount)} />
      <Row label={w.fee(rule.feePercent)} value={formatMoney(fee)} />
      <Row label={w.amountSent} value={formatMoney(form.amount - fee)} strong />
      <Row label={messages.money.methodLabel} value={methodName} />
      <Row label={w.walletLabel} value={form.walletAddress} mono />
    </dl>
  );
}

function Row({
  label,
  value,
  strong = false,
  mono = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
  mono?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd
        className={
          mono
            ? 'font-mono break-all text-slate-900 dark:text-white'
            : strong
              ? 'text-lg font-semibold text-emerald-700 tabular-nums dark:text-emerald-400'
              : 'font-semibold text-slate-900 tabular-nums dark:text-white'
        }
      >
        {value}
      </dd>
    </div>
  );
}
