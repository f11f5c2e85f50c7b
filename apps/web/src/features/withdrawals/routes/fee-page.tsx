import { messages } from '@copyvest/shared';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateSavedAddress } from '@/features/withdrawals/api/create-saved-address';
import { useCreateWithdrawal } from '@/features/withdrawals/api/create-withdrawal';
import { FeeSummary } from '@/features/withdrawals/components/fee-summary';
import {
  readWithdrawalState,
  type WithdrawalState,
} from '@/features/withdrawals/components/withdrawal-state';
import { KycRequiredAlert } from '@/features/withdrawals/components/kyc-rule-notice';
import { ApiError } from '@/lib/api-client';
import { usePaymentMethods } from '@/lib/queries/payment-methods';
import { usePublicSettings } from '@/lib/settings/public-settings';

/** /withdrawals/fee: states the 10 % processing fee; needs the withdrawal form's state. */
export function FeePage() {
  const state = readWithdrawalState(useLocation().state);
  if (!state) return <Navigate to="/withdrawals" replace />;
  return <Fee state={state} />;
}

function Fee({ state }: { state: WithdrawalState }) {
  const { form } = state;
  const { feePercent } = usePublicSettings().settings.withdrawals;
  const withdrawal = useCreateWithdrawal();
  const saveAddress = useCreateSavedAddress();
  const methods = usePaymentMethods();
  const navigate = useNavigate();
  const method = methods.data?.find((candidate) => candidate.$id === form.paymentMethodId);

  function confirm() {
    withdrawal.run(form, {
      onSuccess: () => {
        // "Save this address": only once the withdrawal is sent; the withdrawal never waits on it.
        if (state.saveAddress) {
          saveAddress.mutate({
            paymentMethodId: form.paymentMethodId,
            address: form.walletAddress,
          });
        }
        void navigate(`/withdrawals?isSuccess=true&amount=${form.amount}`, { replace: true });
      },
    });
  }

  return (
    <>
      <BackButton fallback="/withdrawals" className="mb-4" />
      <PageHeader
        title={messages.pages.feeTitle}
        description={messages.pages.feeText(feePercent)}
      />
      <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <FeeSummary form={form} methodName={method?.name ?? form.paymentMethodId} />
        {withdrawal.error instanceof ApiError && withdrawal.error.type === 'kyc_required' && (
          <KycRequiredAlert message={withdrawal.error.message} />
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={withdrawal.isPending}
            onClick={() => void navigate('/withdrawals', { state, replace: true })}
          >
            {messages.withdrawal.cancel}
          </Button>
          <Button onClick={confirm} busy={withdrawal.isPending}>
            {withdrawal.isPending ? messages.withdrawal.confirming : messages.withdrawal.confirm}
          </Button>
        </div>
      </div>
    </>
  );
}
