import {
  formatMoney,
  messages,
  parseMoney,
  type TWithdrawalsSettings,
  withdrawalFee,
} from '@copyvest/shared';

const w = messages.withdrawal;

/**
 * Under the withdrawal form's amount, as it is typed: the processing fee (the settings', the
 * spec's 10 % by default) and what reaches the wallet, computed with the shared fee rule the server
 * applies, so nothing is a surprise on the fee page. Until an amount reads as money it says only that the fee applies.
 */
export function LiveFee({ amount, rule }: { amount: string; rule: TWithdrawalsSettings }) {
  const parsed = parseMoney(amount);
  const cents = parsed.ok && parsed.cents > 0 ? parsed.cents : null;
  const fee = cents === null ? 0 : withdrawalFee(cents, rule);
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-700 dark:bg-slate-800/50"
    >
      {cents === null ? (
        <p className="text-slate-600 dark:text-slate-400">{w.liveFeeHint(rule.feePercent)}</p>
      ) : (
        <dl className="space-y-1.5">
          <div className="flex items-center justify-between gap-4">
            <dt className="text-slate-600 dark:text-slate-400">{w.fee(rule.feePercent)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {formatMoney(fee)}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4">
            <dt className="text-slate-600 dark:text-slate-400">{w.amountSent}</dt>
            <dd className="font-semibold text-emerald-700 tabular-nums dark:text-emerald-400">
              {formatMoney(cents - fee)}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
