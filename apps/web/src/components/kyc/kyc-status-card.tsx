import { messages, type TKycStatus } from '@copyvest/shared';
import { Link } from 'react-router';
import { KycStatusBadge } from '@/components/kyc/kyc-status-badge';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The verification status line of a profile (decision 054): the badge, and for the owner a link
 * to the verification page; a skeleton while it loads, nothing if it could not be read.
 */
export function KycStatusLine({
  status,
  loading,
  linkToForm,
}: {
  status: TKycStatus | undefined;
  loading: boolean;
  linkToForm: boolean;
}) {
  if (loading) return <Skeleton className="h-7 w-32" />;
  if (!status) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {messages.kyc.title}
      </span>
      <KycStatusBadge status={status} />
      {linkToForm && status !== 'approved' && (
        <Link to="/kyc" className="text-sm text-emerald-700 underline dark:text-emerald-400">
          {messages.kyc.verifyLink}
        </Link>
      )}
    </div>
  );
}
