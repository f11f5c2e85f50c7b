import { messages } from '@copyvest/shared';
import { KycStatusBadge } from '@/components/kyc/kyc-status-badge';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { KycForm } from '@/features/kyc/components/kyc-form';
import { useKycState } from '@/lib/queries/kyc';

const k = messages.kyc;

/** /kyc: the user's identity verification: its status, and the form when one may submit. */
export function KycPage() {
  const state = useKycState();
  return (
    <>
      <PageHeader title={k.title} description={k.intro} />
      <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {state.isPending ? (
          <LoadingState />
        ) : state.isError ? (
          <ErrorState
            error={state.error}
            title={k.loadFailed}
            onRetry={() => void state.refetch()}
          />
        ) : (
          <div className="space-y-5">
            <KycStatusBadge status={state.data.status} />
            {state.data.status === 'approved' && <p>{k.approvedText}</p>}
            {state.data.status === 'pending' && <p>{k.pendingText}</p>}
            {state.data.status === 'rejected' && (
              <div role="alert" className="space-y-1 text-sm text-red-800 dark:text-red-300">
                <p>{k.rejectedText(state.data.submission?.reason ?? '')}</p>
                <p>{k.resubmit}</p>
              </div>
            )}
            {(state.data.status === 'not_submitted' || state.data.status === 'rejected') && (
              <KycForm />
            )}
          </div>
        )}
      </div>
    </>
  );
}
