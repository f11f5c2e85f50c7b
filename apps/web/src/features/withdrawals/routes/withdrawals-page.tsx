import { formatMoney, messages, type TWithdrawalRequest } from '@copyvest/shared';
import { Wallet } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSavedAddresses } from '@/features/withdrawals/api/get-saved-addresses';
import { SuccessOverlay } from '@/features/withdrawals/components/success-overlay';
import { WithdrawalForm } from '@/features/withdrawals/components/withdrawal-form';
import {
  readSuccessAmount,
  readWithdrawalState,
  type WithdrawalState,
} from '@/features/withdrawals/components/withdrawal-state';
import { useDashboard } from '@/lib/queries/dashboard';
import { usePaymentMethods } from '@/lib/queries/payment-methods';

/** /withdrawals: the form; `?isSuccess=true&amount=<cents>` shows the success overlay. */
export function WithdrawalsPage() {
  const methods = usePaymentMethods();
  const dashboard = useDashboard();
  const saved = useSavedAddresses();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const back = readWithdrawalState(location.state);
  const isSuccess = searchParams.get('isSuccess') === 'true';
  const available = dashboard.data?.availableBalance;

  function continueToFee(form: TWithdrawalRequest, { saveAddress }: { saveAddress: boolean }) {
    const state: WithdrawalState = saveAddress ? { form, saveAddress } : { form };
    void navigate('/withdrawals/fee', { state });
  }

  return (
    <>
      <PageHeader
        title={messages.nav.withdrawals}
        description={messages.pages.withdrawalsText}
        actions={
          available !== undefined && (
            <p className="rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
              {messages.money.availableBalance(formatMoney(available))}
            </p>
          )
        }
      />
      <div className="max-w-xl">
        {methods.data ? (
          methods.data.length === 0 ? (
            <EmptyState title={messages.money.noPaymentMethods} icon={Wallet}>
              <Link to="/support" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                {messages.ui.contactSupport}
              </Link>
            </EmptyState>
          ) : (
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
              <WithdrawalForm
                methods={methods.data}
                savedAddresses={saved.data}
                available={available}
                initial={back?.form}
                initialSaveAddress={back?.saveAddress}
                onSubmit={continueToFee}
              />
              <p className="mt-4 text-center text-sm">
                <Link
                  to="/withdrawals/addresses"
                  className="font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400"
                >
                  {messages.savedAddresses.manage}
                </Link>
              </p>
            </div>
          )
        ) : methods.isError ? (
          <ErrorState
            error={methods.error}
            onRetry={() => void methods.refetch()}
            retrying={methods.isFetching}
          />
        ) : (
          <Skeleton className="h-80" />
        )}
      </div>
      <SuccessOverlay
        open={isSuccess}
        amount={readSuccessAmount(searchParams.get('amount'))}
        onClose={() => setSearchParams({}, { replace: true })}
      />
    </>
  );
}
