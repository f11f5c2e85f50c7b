import { formatMoney, messages } from '@copyvest/shared';
import { Link } from 'react-router';
import { KycStatusBadge } from '@/components/kyc/kyc-status-badge';
import { useKycState } from '@/lib/queries/kyc';

const k = messages.kyc;

/**
 * The KYC rule of withdrawals (decision 054), said before anything is typed: which withdrawals
 * need a verified identity, the user's status and, until verified, the link to verify. Nothing
 * when the setting is `never` (or while it loads).
 */
export function KycRuleNotice() {
  const kyc = useKycState();
  if (!kyc.data || kyc.data.settings.required === 'never') return null;
  const { settings, status } = kyc.data;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <p>
        {settings.required === 'always'
          ? k.ruleAlways
          : k.ruleAboveThreshold(formatMoney(settings.withdrawalThreshold))}
      </p>
      <KycStatusBadge status={status} />
      {status !== 'approved' && (
        <Link to="/kyc" className="text-emerald-700 underline dark:text-emerald-400">
          {k.verifyLink}
        </Link>
      )}
    </div>
  );
}

/** The 403 `kyc_required` answer, with the link the message asks the user to follow. */
export function KycRequiredAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
    >
      <p>{message}</p>
      <Link to="/kyc" className="mt-1 inline-block font-medium underline">
        {k.verifyLink}
      </Link>
    </div>
  );
}
